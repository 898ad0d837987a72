import { cleanup, screen, within } from '@testing-library/react';
import { Truck, Users } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, viewportWidth } from '../../test';
import { filterHubEntries } from './filterHubEntries';
import { formatHubCount } from './HubCount';
import { ModuleHub, type ModuleHubEntry } from './ModuleHub';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const ENTRIES: ModuleHubEntry[] = [
  { to: '/cadastros/clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: <Users aria-hidden />, count: 1234 },
  { to: '/cadastros/fornecedores', title: 'Fornecedores', description: 'Cadastro de fornecedores', icon: <Truck aria-hidden />, count: 1 },
  { to: '/cadastros/funcionarios', title: 'Funcionários', description: 'Equipe e logins', count: 'loading' },
  { to: '/cadastros/produtos', title: 'Produtos', description: 'Produtos, grades, imagens e preços' },
];

const hub = (entries = ENTRIES, viewKey = 'hub:cadastros') =>
  renderWithProviders(<ModuleHub title="Cadastros" description="Clientes, fornecedores, funcionários e produtos" entries={entries} viewKey={viewKey} />);

const cardNames = () => within(screen.getByRole('list', { name: 'Cadastros' })).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('filterHubEntries', () => {
  it('ignores case and accents, in the title and the description, and wants every word', () => {
    const titles = (busca: string) => filterHubEntries(ENTRIES, busca).map((e) => e.title);
    expect(titles('funcionarios')).toEqual(['Funcionários']);
    expect(titles('  PREÇOS ')).toEqual(['Produtos']);
    expect(titles('precos')).toEqual(['Produtos']);
    expect(titles('cadastro')).toEqual(['Clientes', 'Fornecedores']);
    expect(titles('cadastro forn')).toEqual(['Fornecedores']);
    expect(titles('')).toEqual(['Clientes', 'Fornecedores', 'Funcionários', 'Produtos']);
    expect(titles('vendas')).toEqual([]);
  });
});

describe('formatHubCount', () => {
  it('formats pt-BR with the word in the singular only for one', () => {
    expect(formatHubCount(0)).toBe('0 registros');
    expect(formatHubCount(1)).toBe('1 registro');
    expect(formatHubCount(1234567)).toBe('1.234.567 registros');
  });
});

describe('<ModuleHub>', () => {
  it('shows every card with its count: a number, a placeholder while loading, nothing when absent', () => {
    hub();
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastros' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Clientes/ })).toHaveTextContent('1.234 registros');
    expect(screen.getByRole('link', { name: /^Fornecedores/ })).toHaveTextContent('1 registro');
    const loading = screen.getByRole('link', { name: /^Funcionários/ });
    expect(within(loading).getByText('Carregando total')).toBeInTheDocument();
    expect(loading).not.toHaveTextContent(/\d/);
    const produtos = screen.getByRole('link', { name: /^Produtos/ });
    expect(produtos).toHaveAttribute('href', '/cadastros/produtos');
    expect(produtos).not.toHaveTextContent(/registro|Carregando/);
  });

  it('filters the cards as the person types, with an empty state that clears the search', async () => {
    const { user } = hub();
    const search = screen.getByRole('searchbox', { name: 'Buscar em Cadastros' });
    await user.type(search, 'FUNCIONARIOS');
    expect(cardNames()).toEqual(['/cadastros/funcionarios']);

    await user.clear(search);
    await user.type(search, 'vendas');
    expect(screen.queryByRole('list', { name: 'Cadastros' })).not.toBeInTheDocument();
    expect(screen.getByText('Nada encontrado para “vendas”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos' }));
    expect(search).toHaveValue('');
    expect(cardNames()).toHaveLength(4);
  });

  it('switches between cards and lista, keeping the counts, and remembers the choice per hub', async () => {
    viewportWidth(1366);
    const { user, unmount } = hub();
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Cadastros' })).toHaveAttribute('data-view', 'cards');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Cadastros' })).toHaveAttribute('data-view', 'lista');
    expect(screen.getByRole('link', { name: /^Clientes/ })).toHaveTextContent('1.234 registros');
    expect(cardNames()).toHaveLength(4);
    unmount();

    // Back on the same hub: still lista. Another hub has its own choice.
    hub();
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Cadastros' })).toHaveAttribute('data-view', 'lista');
    cleanup();
    hub(ENTRIES, 'hub:estoque');
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a phone the toggle keeps its buttons, with icons only', () => {
    viewportWidth(390);
    hub();
    const lista = screen.getByRole('button', { name: 'Lista' });
    expect(lista).toHaveAttribute('aria-pressed', 'false');
    expect(lista).toHaveTextContent('');
  });
});
