/**
 * The funcionários list without a backend: the page it asks for first, the Acesso column (each
 * login's role, deactivated or none), who sees the write actions (only the admin), the delete
 * confirmation that names the employee and the warning of a row without phone. Rows are put in
 * the store's cache; the real database answers in FuncionariosListPage.integration.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { funcionariosApi, type FuncionarioListRow, type FuncionariosArgs } from './api';
import { FuncionariosListPage } from './FuncionariosListPage';

const ENDPOINT = 'listFuncionarios';
// Spec 001 §7: employees are ordered by nome; spec §9: 10 per page.
const PADRAO: FuncionariosArgs = { busca: '', status: 'todos', sort: { column: 'nome', ascending: true }, page: 1, pageSize: 10 };

const JULIANA: FuncionarioListRow = {
  id: 11,
  nome: 'Juliana Martins',
  cpf: '529.982.247-25',
  telefone: '(48) 99101-2020',
  email: 'juliana@lojapraia.com.br',
  cargo: 'Vendedora',
  cidade: 'Florianópolis',
  estado: 'SC',
  ativo: true,
  created_at: '2026-11-20T10:00:00Z',
  usuario_tipo: 'funcionario',
  usuario_ativo: true,
};
const MARINA: FuncionarioListRow = { ...JULIANA, id: 12, nome: 'Marina Costa', cargo: 'Gerente', usuario_tipo: 'admin' };
const PEDRO: FuncionarioListRow = { ...JULIANA, id: 13, nome: 'Pedro Alves', usuario_tipo: 'funcionario', usuario_ativo: false };
const CARLOS: FuncionarioListRow = { ...JULIANA, id: 14, nome: 'Carlos Menezes', telefone: '', usuario_tipo: null, usuario_ativo: null, ativo: false };
const TODOS = [JULIANA, MARINA, PEDRO, CARLOS];

async function comPagina(store: AppStore, rows: FuncionarioListRow[]) {
  const page: ListPage<FuncionarioListRow> = { rows, total: rows.length, page: 1, pageSize: 10, totalPages: 1 };
  await store.dispatch(funcionariosApi.util.upsertQueryData(ENDPOINT, PADRAO, page));
}

async function renderLista(role: TestRole, rows: FuncionarioListRow[] | null = TODOS) {
  const store = makeStore();
  if (rows) await comPagina(store, rows);
  return renderWithProviders(<FuncionariosListPage />, {
    role,
    url: '/cadastros/funcionarios',
    path: '/cadastros/funcionarios',
    store,
    routes: [{ path: '/cadastros/funcionarios/novo', element: <h1>Novo Funcionário</h1> }],
  });
}

/** The table row of an employee (the list is a table on a wide screen). */
const linha = (nome: string) => screen.getByRole('row', { name: new RegExp(nome) });

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
  wideScreen();
});
afterEach(() => {
  act(() => dismissToast());
  uninstall();
  vi.restoreAllMocks();
});

describe('FuncionariosListPage', () => {
  it("shows 'Carregando funcionários...' and asks for the first page ordered by nome, with the spec's search box", async () => {
    const { store } = await renderLista('admin', null);

    expect(await screen.findByRole('status')).toHaveTextContent('Carregando funcionários...');
    expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
    expect(screen.getByRole('heading', { name: 'Funcionários' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Buscar por nome, CPF, telefone ou email...');
  });

  it('the Acesso column says who can sign in: the role, "Acesso desativado" or "Sem acesso"', async () => {
    await renderLista('user');
    await screen.findByRole('table', { name: 'Funcionários' });

    expect(within(linha('Juliana Martins')).getByText('Funcionário')).toBeInTheDocument();
    expect(within(linha('Marina Costa')).getByText('Administrador')).toBeInTheDocument();
    expect(within(linha('Pedro Alves')).getByText('Acesso desativado')).toBeInTheDocument();
    expect(within(linha('Pedro Alves')).queryByText('Funcionário')).not.toBeInTheDocument();
    expect(within(linha('Carlos Menezes')).getByText('Sem acesso')).toBeInTheDocument();
    // the employee's own status is a separate column
    expect(within(linha('Carlos Menezes')).getByText('Inativo')).toBeInTheDocument();
  });

  it('the admin gets Novo Funcionário, edit and delete; delete asks naming the employee', async () => {
    const { user, router } = await renderLista('admin');
    await screen.findByRole('table', { name: 'Funcionários' });

    expect(screen.getByRole('link', { name: 'Editar Juliana Martins' })).toHaveAttribute('href', '/cadastros/funcionarios/editar/11');
    expect(screen.getAllByRole('button', { name: /^Excluir / })).toHaveLength(TODOS.length);

    await user.click(screen.getByRole('button', { name: 'Excluir Marina Costa' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir o funcionário Marina Costa?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Novo Funcionário' }));
    expect(router.state.location.pathname).toBe('/cadastros/funcionarios/novo');
  });

  it.each<TestRole>(['funcionario', 'user'])('%s sees the employees and WhatsApp, but no write action', async (role) => {
    await renderLista(role);
    await screen.findByRole('table', { name: 'Funcionários' });

    expect(screen.getByText('Juliana Martins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar com Juliana Martins no WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Funcionário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });

  it("WhatsApp on a row without phone warns 'Funcionário não possui telefone cadastrado'", async () => {
    const { user } = await renderLista('funcionario');
    await screen.findByRole('table', { name: 'Funcionários' });

    expect(within(linha('Carlos Menezes')).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(within(linha('Carlos Menezes')).getByRole('button', { name: 'Conversar com Carlos Menezes no WhatsApp' }));

    expect(await screen.findByText('Funcionário não possui telefone cadastrado')).toBeInTheDocument();
  });
});
