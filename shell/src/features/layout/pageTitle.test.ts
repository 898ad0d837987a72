import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../navigation';
import { pageTitle } from './pageTitle';

const section = (path: string, name: string, entries: [string, string][], hubTitle?: string): MenuSection => ({
  section: path,
  remote: 'r',
  name,
  label: name,
  to: `/${path}`,
  status: 'ready',
  bottomBar: false,
  entries: entries.map(([label, to]) => ({ label, to })),
  hub: hubTitle ? { title: hubTitle, cards: [] } : undefined,
  contributions: [],
});

const MENU = [
  section('dashboard', 'Dashboard', []),
  section('cadastros', 'Cadastros', [['Clientes', '/cadastros/clientes'], ['Fornecedores', '/cadastros/fornecedores']], 'Cadastros'),
  section('configuracao', 'Configuração', [['Catálogo', '/catalogo']], 'Configurações'),
];

describe('pageTitle', () => {
  it.each([
    ['/cadastros/clientes', 'Clientes · Loja Praia'],
    ['/cadastros/clientes/3/editar', 'Clientes · Loja Praia'],
    ['/cadastros/fornecedores/novo', 'Fornecedores · Loja Praia'],
    ['/cadastros', 'Cadastros · Loja Praia'],
    ['/configuracao', 'Configurações · Loja Praia'],
    ['/configuracao/empresa', 'Configuração · Loja Praia'],
    ['/cadastros/xyz', 'Cadastros · Loja Praia'],
    ['/dashboard', 'Dashboard · Loja Praia'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(MENU, path)).toBe(title);
  });

  it('has no title for a path outside the menu (the page sets its own)', () => {
    expect(pageTitle(MENU, '/catalogo')).toBeUndefined();
    expect(pageTitle(MENU, '/cadastrosx')).toBeUndefined();
  });
});
