// Each remote's real `./navigation` against the one module of remotes: what the shell will accept at
// runtime, checked here before any build ships.
import { describe, expect, it, vi } from 'vitest';
import { Users } from 'lucide-react';
import cadastros from '../../../../mfe-cadastros/src/navigation.ts';
import catalog from '../../../../mfe-catalog/src/navigation.ts';
import estoque from '../../../../mfe-estoque/src/navigation.ts';
import placeholders from '../../../../mfe-placeholders/src/navigation.ts';
import vendas from '../../../../mfe-vendas/src/navigation.ts';
import { BACK_OFFICE_SECTIONS, sectionsOf, type RemoteName } from '../../../../tooling/remotes.ts';
import { setSections } from '../sections';
import { buildMenu } from './buildMenu';
import { parseNavigation } from './parseNavigation';

const NAVIGATIONS = { catalog, cadastros, estoque, placeholders, vendas } satisfies Record<RemoteName, unknown>;

describe('the remotes’ ./navigation', () => {
  it.each(Object.entries(NAVIGATIONS))('%s passes the shell’s check and describes exactly its back-office sections', (remote, navigation) => {
    const name = remote as RemoteName;
    const parsed = parseNavigation(name, navigation);
    expect(parsed.sections.map((s) => s.section)).toEqual(sectionsOf(name).filter((s) => s.layout === 'back-office').map((s) => s.path));
  });

  it('gives the specification’s menu: hubs everywhere but the dashboard, icons for the five bottom-bar sections', () => {
    const snapshot = Object.fromEntries(
      Object.entries(NAVIGATIONS).map(([remote, navigation]) => [remote, { status: 'ready' as const, navigation: parseNavigation(remote as RemoteName, navigation) }]),
    );
    const menu = buildMenu(BACK_OFFICE_SECTIONS, snapshot);
    expect(menu.map((m) => m.label)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    expect(menu.filter((m) => m.hub).map((m) => m.section)).toEqual(['cadastros', 'estoque', 'vendas', 'financeiro', 'relatorios', 'configuracao']);
    expect(menu.filter((m) => m.bottomBar && m.icon).map((m) => m.label)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro']);
    const estoqueEntries = menu.find((m) => m.section === 'estoque')!.entries;
    expect(estoqueEntries.map((e) => e.to)).toEqual(['/estoque/produtos', '/estoque/movimentacao', '/estoque/balanco', '/estoque/gestor-preco', '/estoque/gestor-promocao', '/estoque/etiquetas']);
    // Issue 28: the spec's five first, in its order; then the other reports in config.json's pagesFrom order (vendas, estoque, cadastros).
    const relatorios = menu.find((m) => m.section === 'relatorios')!;
    expect(relatorios.entries.map((e) => e.label)).toEqual([
      'Clientes',
      'Fornecedores',
      'Ordem de Fornecimento',
      'Vendas',
      'Financeiro',
      'Mais vendidos',
      'Curva ABC',
      'Margem',
      'Trocas',
      'Estoque Valorizado',
      'Produtos Parados',
      'Aniversariantes',
    ]);
    // Every report is some remote's page, served where the menu points.
    expect(relatorios.contributions.map((c) => `${c.remote}:${c.path}`).sort()).toEqual(
      [
        'cadastros:aniversariantes',
        'cadastros:clientes',
        'cadastros:fornecedores',
        'estoque:estoque-valorizado',
        'estoque:produtos-parados',
        'vendas:curva-abc',
        'vendas:financeiro',
        'vendas:margem',
        'vendas:mais-vendidos',
        'vendas:ordem-fornecimento',
        'vendas:trocas',
        'vendas:vendas',
      ].sort(),
    );
    expect(relatorios.hub!.cards.map((c) => c.path)).toEqual(relatorios.entries.map((e) => e.to.replace('/relatorios/', '')));
  });
});

describe('parseNavigation', () => {
  it('leaves out a section the remote does not own in config.json', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = parseNavigation('estoque', {
      sections: [
        { section: 'estoque', menu: [] },
        { section: 'cadastros', menu: [{ label: 'Intruso', path: 'intruso' }] },
      ],
    });
    expect(parsed.sections.map((s) => s.section)).toEqual(['estoque']);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('keeps the pages a remote adds to a section config.json opens to it (pagesFrom), and no other', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pagina = (section: string, path: string) => ({ section, path, label: 'Curva ABC', card: { title: 'Curva ABC', description: 'Produtos A, B e C', icon: Users } });
    const parsed = parseNavigation('vendas', {
      sections: [],
      contributions: [pagina('relatorios', 'curva-abc'), pagina('configuracao', 'intrusa'), pagina('vendas', 'propria')],
    });
    expect(parsed.contributions?.map((c) => `${c.section}/${c.path}`)).toEqual(['relatorios/curva-abc']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(() => parseNavigation('vendas', { sections: [], contributions: [pagina('relatorios', 'a/b')] })).toThrow(/um só trecho de caminho/);
    warn.mockRestore();
  });

  it('follows the config: a section moved to another remote belongs to that one', () => {
    setSections([{ path: 'cadastros', label: 'Cadastros', remote: 'estoque', layout: 'back-office', bottomBar: true }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = { sections: [{ section: 'cadastros', menu: [] }] };
    expect(parseNavigation('estoque', value).sections.map((s) => s.section)).toEqual(['cadastros']);
    expect(parseNavigation('cadastros', value).sections).toEqual([]);
    warn.mockRestore();
  });

  it.each([
    ['no sections', {}],
    ['a menu entry without a path', { sections: [{ section: 'cadastros', menu: [{ label: 'Clientes' }] }] }],
    ['a hub card without an icon', { sections: [{ section: 'cadastros', menu: [], hub: { title: 'Cadastros', cards: [{ title: 'A', description: 'B', path: 'a' }] } }] }],
    ['an icon that is not a component', { sections: [{ section: 'cadastros', menu: [], icon: 'users' }] }],
    ['a contagem that is not text', { sections: [{ section: 'cadastros', menu: [], hub: { title: 'C', cards: [{ title: 'A', description: 'B', path: 'a', icon: Users, contagem: 3 }] } }] }],
  ])('rejects %s', (_case, value) => {
    expect(() => parseNavigation('cadastros', value)).toThrow(/navigation de "cadastros" inválido/);
  });

  it('keeps a card’s contagem the view counts, and drops (with a warning) one it does not, keeping the card', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const card = (contagem?: string) => ({ title: 'Clientes', description: 'Cadastro de clientes', path: 'clientes', icon: Users, contagem });
    const parsed = parseNavigation('cadastros', {
      sections: [{ section: 'cadastros', menu: [], hub: { title: 'Cadastros', cards: [card('clientes'), card('vendas'), card()] } }],
    });
    expect(parsed.sections[0].hub?.cards.map((c) => c.contagem)).toEqual(['clientes', undefined, undefined]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('contagem "vendas" desconhecida'));
    warn.mockRestore();
  });

  it('the /cadastros hub counts its four registers; categorias (issue 23 §2) has a card without a count', () => {
    const hub = parseNavigation('cadastros', cadastros).sections[0].hub;
    expect(hub?.cards.map((c) => [c.path, c.contagem])).toEqual([
      ['clientes', 'clientes'],
      ['fornecedores', 'fornecedores'],
      ['funcionarios', 'funcionarios'],
      ['produtos', 'produtos'],
      ['categorias', undefined],
    ]);
  });

  it('keeps icons as the components they are', () => {
    const parsed = parseNavigation('cadastros', { sections: [{ section: 'cadastros', icon: Users, menu: [] }] });
    expect(parsed.sections[0].icon).toBe(Users);
  });
});
