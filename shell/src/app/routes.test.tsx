import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Boxes, LayoutDashboard, Users } from 'lucide-react';
import { LojaThemeProvider } from '@loja/shared-ui';
import type { RemoteNavigation, RemoteRoutesProps } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { ReactNode } from 'react';
import { NotFound } from '../features/not-found';
import { NavigationStoreContext, createNavigationStore, type NavigationStore } from '../features/navigation';
import { setSections, type RuntimeSection } from '../features/sections';
import { AppRoutes, isBackOfficePath, remotesForPath } from './routes';

// Each remote's `./routes` stands in as a component that says which remote and section it rendered.
vi.mock('../features/remotes/registry', () => ({
  loadRemoteRoutes: async (name: string) =>
    function FakeRemoteRoutes({ section }: RemoteRoutesProps) {
      return <p>{`remoto ${name}, seção ${section}`}</p>;
    },
  loadRemoteNavigation: () => Promise.reject(new Error('o teste dá a navegação pelo contexto')),
  preloadRemotes: () => undefined,
  registerRemotesFrom: () => undefined,
}));

/** Navigation objects as the remotes expose them (small, but of the same shape). */
const NAVIGATION: Record<string, RemoteNavigation> = {
  cadastros: {
    sections: [
      {
        section: 'cadastros',
        icon: Users,
        menu: [
          { label: 'Clientes', path: 'clientes' },
          { label: 'Fornecedores', path: 'fornecedores' },
        ],
        hub: {
          title: 'Cadastros',
          description: 'Clientes e fornecedores',
          cards: [{ path: 'clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: Users }],
        },
      },
    ],
  },
  estoque: {
    sections: [{ section: 'estoque', icon: Boxes, menu: [{ label: 'Movimentação', path: 'movimentacao' }], hub: { title: 'Estoque', cards: [] } }],
  },
  vendas: {
    sections: [{ section: 'vendas', icon: Boxes, menu: [{ label: 'Orçamento', path: 'orcamento' }] }],
  },
  placeholders: {
    sections: [
      { section: 'dashboard', icon: LayoutDashboard, menu: [] },
      { section: 'financeiro', icon: Boxes, menu: [] },
      { section: 'relatorios', menu: [] },
      { section: 'configuracao', menu: [{ label: 'Empresa', path: 'empresa' }, { label: 'Catálogo', path: '/catalogo' }] },
    ],
  },
};

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A navigation store whose loads the test settles by hand, and the calls it got. */
function fakeStore() {
  const calls: string[] = [];
  const pending = new Map<string, Deferred>();
  const store: NavigationStore = createNavigationStore((remote) => {
    calls.push(remote);
    return new Promise((resolve, reject) => pending.set(remote, { resolve, reject }));
  });
  const settle = async (remote: string, outcome: RemoteNavigation | Error) => {
    const deferred = pending.get(remote);
    if (!deferred) throw new Error(`${remote}: nenhuma carga pendente`);
    pending.delete(remote);
    // The store imports its parser (yup) with the first load; let that import finish so a settle is one act().
    await vi.dynamicImportSettled();
    await act(async () => (outcome instanceof Error ? deferred.reject(outcome) : deferred.resolve(outcome)));
  };
  const settleAll = async (except?: string) => {
    for (const remote of [...pending.keys()]) if (remote !== except) await settle(remote, NAVIGATION[remote]);
  };
  return { store, calls, settle, settleAll };
}

function renderApp(url: string, store: NavigationStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <NavigationStoreContext.Provider value={store}>{children}</NavigationStoreContext.Provider>;
  return renderWithProviders(<AppRoutes />, { url, role: 'admin', wrapper });
}

/** Submenus open on hover (display: none until then), so their links are queried with hidden: true. */
const submenuLink = (name: string) => within(desktopMenu()).queryByRole('link', { name, hidden: true });
const desktopMenu = () => screen.getByRole('navigation', { name: 'Menu principal' });
/**
 * The back-office layout is a lazy chunk: wait for it before reading its menus. Its first import
 * (theme, layout, Radix) takes more than findBy's default second on a busy 2-core machine.
 */
const layoutLoaded = () => screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 10_000 });
const bottomBar = () => screen.getByRole('navigation', { name: 'Atalhos' });
const topLabels = () => within(desktopMenu()).getAllByRole('link').filter((a) => a.parentElement?.parentElement === desktopMenu().firstElementChild).map((a) => a.textContent);

describe('remotesForPath', () => {
  it.each([
    ['/catalogo', ['catalog']],
    ['/links', ['catalog']],
    ['/dashboard', ['placeholders']],
    ['/cadastros/clientes/editar/3', ['cadastros']],
    ['/estoque/movimentacao/3/editar', ['estoque']],
    ['/vendas/vendas/nova', ['vendas']],
    ['/configuracao/empresa', ['placeholders']],
    ['/', []],
    ['/rota-desconhecida', []],
  ])('%s needs %j', (path, remotes) => {
    expect(remotesForPath(path)).toEqual(remotes);
  });

  it('tells back-office paths from the storefront', () => {
    expect(isBackOfficePath('/cadastros/clientes')).toBe(true);
    expect(isBackOfficePath('/catalogo')).toBe(false);
    expect(isBackOfficePath('/')).toBe(false);
  });
});

// The first render of the whole back-office (theme, layout, radix) takes seconds on a busy machine.
describe('back-office menus built from the remotes’ navigation', { timeout: 20_000 }, () => {
  let fake: ReturnType<typeof fakeStore>;
  beforeEach(() => {
    fake = fakeStore();
  });

  it('loads every back-office remote’s navigation at once and builds the menus, submenus and bottom bar', async () => {
    renderApp('/dashboard', fake.store);
    await layoutLoaded();
    expect(fake.calls.sort()).toEqual(['cadastros', 'estoque', 'placeholders', 'vendas']);
    // Before any answer: the sections of config.json (here the development default), without submenus.
    expect(topLabels()).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    await fake.settleAll();

    expect(topLabels()).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    expect(submenuLink('Fornecedores')).toHaveAttribute('href', '/cadastros/fornecedores');
    expect(submenuLink('Movimentação')).toHaveAttribute('href', '/estoque/movimentacao');
    // An absolute path leaves the section.
    expect(submenuLink('Catálogo')).toHaveAttribute('href', '/catalogo');
    expect(within(bottomBar()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro']);
  });

  it('the phone’s slide-in menu has the same sections and entries', async () => {
    const { user } = renderApp('/dashboard', fake.store);
    await layoutLoaded();
    await fake.settleAll();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const sheet = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(sheet.getByRole('link', { name: 'Cadastros' })).toHaveAttribute('href', '/cadastros');
    expect(sheet.getByRole('link', { name: 'Orçamento' })).toHaveAttribute('href', '/vendas/orcamento');
  });

  it('renders the hub of a section at /<section> and sends deeper paths to the owning remote', async () => {
    const { router } = renderApp('/cadastros', fake.store);
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await fake.settleAll();

    expect(screen.getByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Cadastro de clientes/ });
    expect(card).toHaveAttribute('href', '/cadastros/clientes');

    await act(() => router.navigate('/cadastros/clientes/3/editar'));
    expect(await screen.findByText('remoto cadastros, seção cadastros')).toBeInTheDocument();
    await act(() => router.navigate('/configuracao/empresa'));
    expect(await screen.findByText('remoto placeholders, seção configuracao')).toBeInTheDocument();
    // A section without a hub shows its remote's own index route.
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('remoto placeholders, seção dashboard')).toBeInTheDocument();
  });

  // Issue 28: Relatórios (placeholders') gathers pages from the remotes config.json names in its pagesFrom.
  it('a page another remote adds to a section open to it is that remote’s, with its menu line and hub card', async () => {
    const relatorio = (path: string, label: string) => ({ section: 'relatorios', path, label, card: { title: label, description: `Relatório ${label}`, icon: Boxes } });
    const contributed = {
      vendas: { ...NAVIGATION.vendas, contributions: [relatorio('vendas', 'Vendas por período'), relatorio('curva-abc', 'Curva ABC')] },
      placeholders: {
        sections: NAVIGATION.placeholders.sections.map((s) =>
          s.section === 'relatorios' ? { ...s, menu: [{ label: 'Vendas por período', path: 'vendas' }], hub: { title: 'Relatórios', cards: [] } } : s,
        ),
      },
    };
    const { router } = renderApp('/relatorios/curva-abc', fake.store);
    // Until the remotes that may add pages answer, nobody knows who serves the path: no owner's page in between.
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await fake.settle('placeholders', contributed.placeholders);
    await fake.settle('cadastros', NAVIGATION.cadastros);
    expect(screen.queryByText(/remoto placeholders/)).toBeNull();
    await fake.settle('vendas', contributed.vendas);
    expect(await screen.findByText('remoto vendas, seção relatorios')).toBeInTheDocument();
    await fake.settleAll();

    // The owner's line keeps its place; the other remote's page follows it; no path twice.
    const relatorios = within(desktopMenu()).getByRole('link', { name: 'Relatórios' }).parentElement!;
    expect(within(relatorios).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Relatórios', '/relatorios'],
      ['Vendas por período', '/relatorios/vendas'],
      ['Curva ABC', '/relatorios/curva-abc'],
    ]);
    await act(() => router.navigate('/relatorios'));
    expect(await screen.findByRole('link', { name: /Relatório Curva ABC/ })).toHaveAttribute('href', '/relatorios/curva-abc');
    // A path nobody adds is the owner's.
    await act(() => router.navigate('/relatorios/clientes'));
    expect(await screen.findByText('remoto placeholders, seção relatorios')).toBeInTheDocument();
  });

  it('a remote down leaves its pages to the section’s owner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/relatorios/curva-abc', fake.store);
    await fake.settleAll('vendas');
    expect(screen.queryByText(/remoto placeholders/)).toBeNull();
    await fake.settle('vendas', new Error('Failed to fetch'));
    expect(await screen.findByText('remoto placeholders, seção relatorios')).toBeInTheDocument();
  });

  it('deeper paths do not wait for the navigation', async () => {
    renderApp('/estoque/movimentacao', fake.store);
    expect(await screen.findByText('remoto estoque, seção estoque')).toBeInTheDocument();
  });

  it('a remote whose navigation fails keeps its section, marked unavailable, and the rest works', async () => {
    const { user, router } = renderApp('/cadastros', fake.store);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fake.settleAll('cadastros');
    await fake.settle('cadastros', new Error('Failed to fetch'));

    expect(topLabels()).toEqual(['Dashboard', 'Cadastros (indisponível)', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    expect(submenuLink('Fornecedores')).toBeNull();
    expect(within(bottomBar()).getByRole('link', { name: 'Cadastros (indisponível)' })).toHaveAttribute('href', '/cadastros');
    // Its page is the error panel; the other sections are whole.
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar este módulo.');
    expect(submenuLink('Movimentação')).toBeInTheDocument();

    // "Tentar novamente" loads the navigation again; once it answers, the hub and submenu are back.
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(fake.calls.filter((r) => r === 'cadastros')).toHaveLength(2);
    await fake.settle('cadastros', NAVIGATION.cadastros);
    expect(screen.getByRole('heading', { name: 'Cadastros' })).toBeInTheDocument();
    expect(submenuLink('Fornecedores')).toBeInTheDocument();

    await act(() => router.navigate('/estoque'));
    expect(screen.getByRole('heading', { name: 'Estoque' })).toBeInTheDocument();
  });

  it('a malformed navigation counts as unavailable', async () => {
    renderApp('/estoque', fake.store);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fake.settleAll('estoque');
    const deferredShape = { sections: [{ section: 'estoque', menu: [{ label: 'Sem caminho' }] }] };
    await fake.settle('estoque', deferredShape as unknown as RemoteNavigation);
    expect(within(desktopMenu()).getByRole('link', { name: 'Estoque (indisponível)' })).toBeInTheDocument();
  });

  it('titles each page from its menu entry, re-reads the profile on navigation and offers "Pular para o conteúdo" as the first Tab stop', async () => {
    const { user, router, auth } = renderApp('/cadastros', fake.store);
    await layoutLoaded();
    await fake.settleAll();
    expect(document.title).toBe('Cadastros · Loja Praia');
    expect(auth?.refreshProfile).not.toHaveBeenCalled();
    await act(() => router.navigate('/cadastros/fornecedores/novo'));
    expect(document.title).toBe('Fornecedores · Loja Praia');
    // Each navigation reads the profile again (a login deactivated meanwhile is signed out).
    expect(auth?.refreshProfile).toHaveBeenCalledOnce();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/cadastros/fornecedores/novo');
  });

  it('the storefront loads no navigation', async () => {
    renderApp('/catalogo', fake.store);
    expect(await screen.findByText('remoto catalog, seção catalogo')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});

// Issue 23 §1: which sections exist and who serves them is config.json's, read at boot; the shell
// compiles none in. These render the same shell with other configs.
describe('sections from the runtime config', { timeout: 20_000 }, () => {
  const section = (path: string, label: string, remote: string, bottomBar = false): RuntimeSection => ({ path, label, remote, layout: 'back-office', bottomBar });
  const base = [
    { path: 'catalogo', label: 'Catálogo', remote: 'catalog', layout: 'storefront', bottomBar: false } satisfies RuntimeSection,
    section('dashboard', 'Dashboard', 'placeholders', true),
    section('cadastros', 'Cadastros', 'cadastros', true),
    section('estoque', 'Estoque', 'estoque', true),
  ];

  it('a remote and its section left out of the config leave the menus, and their paths are the 404 page', async () => {
    setSections(base.filter((s) => s.remote !== 'estoque'));
    const fake = fakeStore();
    const { router } = renderApp('/dashboard', fake.store);
    await layoutLoaded();
    expect(fake.calls.sort()).toEqual(['cadastros', 'placeholders']);
    await fake.settleAll();
    expect(topLabels()).toEqual(['Dashboard', 'Cadastros']);
    await act(() => router.navigate('/estoque/movimentacao'));
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('a section moved to another remote’s entry is served by that remote', async () => {
    setSections([...base.filter((s) => s.path !== 'estoque'), section('estoque', 'Estoque', 'placeholders', true)]);
    const fake = fakeStore();
    renderApp('/estoque/movimentacao', fake.store);
    expect(await screen.findByText('remoto placeholders, seção estoque')).toBeInTheDocument();
    expect(fake.calls.sort()).toEqual(['cadastros', 'placeholders']);
  });

  it('a remote added to the config gets its section in the menus, bottom bar included, and its routes', async () => {
    setSections([...base, section('compras', 'Compras', 'compras', true)]);
    const fake = fakeStore();
    const { router } = renderApp('/dashboard', fake.store);
    await layoutLoaded();
    expect(fake.calls.sort()).toEqual(['cadastros', 'compras', 'estoque', 'placeholders']);
    NAVIGATION.compras = { sections: [{ section: 'compras', icon: Boxes, menu: [{ label: 'Pedidos', path: 'pedidos' }] }] };
    await fake.settleAll();
    expect(topLabels()).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Compras']);
    expect(submenuLink('Pedidos')).toHaveAttribute('href', '/compras/pedidos');
    expect(within(bottomBar()).getByRole('link', { name: 'Compras' })).toHaveAttribute('href', '/compras');
    await act(() => router.navigate('/compras/pedidos'));
    expect(await screen.findByText('remoto compras, seção compras')).toBeInTheDocument();
    delete NAVIGATION.compras;
  });
});

describe('NotFound', () => {
  it('shows 404, the message and a link home', () => {
    render(
      <LojaThemeProvider>
        <MemoryRouter initialEntries={['/nada']}>
          <NotFound />
        </MemoryRouter>
      </LojaThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });
});
