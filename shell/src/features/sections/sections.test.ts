import { describe, expect, it } from 'vitest';
import { backOfficeRemotes, requireSections, sectionOfPath, sectionsOf, setSections } from '.';

describe('the shell’s sections (from config.json)', () => {
  it('refuses to boot without sections, in Portuguese', () => {
    const message = 'Configuração inválida: config.json não traz as seções (sections), e o shell não sabe que páginas servir.';
    expect(() => requireSections(undefined)).toThrow(message);
    expect(() => requireSections([])).toThrow(message);
  });

  it('answers from the sections it was given', () => {
    setSections([
      { path: 'catalogo', label: 'Catálogo', remote: 'catalog', layout: 'storefront', bottomBar: false },
      { path: 'vendas', label: 'Vendas', remote: 'vendas', layout: 'back-office', bottomBar: true },
      { path: 'financeiro', label: 'Financeiro', remote: 'vendas', layout: 'back-office', bottomBar: true },
    ]);
    expect(sectionOfPath('/vendas/pdv')?.remote).toBe('vendas');
    expect(sectionOfPath('/cadastros/clientes')).toBeUndefined();
    expect(sectionsOf('vendas').map((s) => s.path)).toEqual(['vendas', 'financeiro']);
    expect(backOfficeRemotes()).toEqual(['vendas']);
  });
});
