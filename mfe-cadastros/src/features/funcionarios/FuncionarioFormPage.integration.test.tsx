/**
 * The employee form against the local stack, as the demo admin: a new employee with a login, a
 * login the database refuses (nothing is left behind, every typed value stays), an edit that
 * changes the login's type and shuts it out, a failing `usuarios` update that is only logged
 * (spec 001 §7), "Criar Usuário" for an employee without a login, and an id that does not exist.
 * Mounted in the remote's routes, as the shell does.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { controlledFetch, novoCpf, signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import type { Funcionario } from './api';

const MARCA = 'Form Func';
afterAll(async () => {
  await sql('delete from funcionarios where nome like $1', [`${MARCA} %`]);
  // their usuarios rows go with the auth users (on delete cascade)
  await sql("delete from auth.users where email like 'form-func-%'");
});
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const novoEmail = () => `${unique('form-func')}@loja.test`;

function render(client: TypedSupabaseClient, url: string) {
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
}
type Rendered = ReturnType<typeof render>;
type User = Rendered['user'];
const path = (router: Rendered['router']) => router.state.location.pathname;

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const aba = (name: 'Dados Pessoais' | 'Usuário') => screen.getByRole('tab', { name });

/** An employee as typed into Dados Pessoais, and as the form must still show it. */
function dadosFuncionario(email = novoEmail()) {
  return { nome: unique(`${MARCA} Juliana`), cpf: novoCpf(), telefone: '(48) 99101-2020', email, cargo: 'Vendedora', salario: '2.350,50', data_admissao: '2026-11-02' };
}
type Dados = ReturnType<typeof dadosFuncionario>;

async function preencher(user: User, dados: Dados) {
  // The real AuthProvider reads the admin's profile first (the shell's RequireStaff waits for it too).
  await screen.findByRole('tab', { name: 'Dados Pessoais' });
  // The long unique name and e-mail are pasted: typing them key by key takes seconds on a busy machine.
  await user.click(campo(/^Nome/));
  await user.paste(dados.nome);
  await user.type(campo(/^CPF/), soDigitos(dados.cpf));
  await user.type(campo(/^Telefone/), soDigitos(dados.telefone));
  await user.click(campo(/^Email/));
  await user.paste(dados.email);
  await user.type(campo(/^Cargo/), dados.cargo);
  await user.type(campo(/^Salário/), '2350,50');
  await user.type(campo(/^Data de admissão/), dados.data_admissao);
}

/** Turns on "Criar usuário para este funcionário" and types the password (the e-mail followed the employee's). */
async function comLogin(user: User, senha: string) {
  await user.click(aba('Usuário'));
  await user.click(screen.getByRole('switch', { name: 'Criar usuário para este funcionário' }));
  await user.type(campo(/^Senha/), senha);
}

/** An employee made through the admin's own call, with or without a login, as the form would. */
async function cadastrar(admin: TypedSupabaseClient, login: boolean) {
  const email = novoEmail();
  const { nome, cpf, telefone, cargo, data_admissao } = dadosFuncionario(email);
  const { data, error } = await admin
    .rpc('cadastrar_funcionario', {
      p_funcionario: { nome, cpf, telefone, email, cargo, salario: 2100, data_admissao },
      p_usuario: login ? { email, senha: 'praia123', tipo: 'funcionario' } : undefined,
    })
    .single<Funcionario>();
  if (error) throw new Error(error.message);
  return data;
}

const usuarioDe = async (authUserId: string | null) =>
  (await sql<{ tipo: string; ativo: boolean }>('select tipo, ativo from usuarios where auth_user_id = $1', [authUserId]))[0];

describe('FuncionarioFormPage: new employee (admin)', () => {
  it('creates the employee with a login of type Funcionário, says so and returns to the list', async () => {
    const client = await signInAs('admin');
    const { user, router } = render(client, '/cadastros/funcionarios/novo');
    const dados = dadosFuncionario();
    await preencher(user, dados);
    await comLogin(user, 'praia123');
    expect(campo(/^Email de acesso/)).toHaveValue(dados.email);
    expect(campo(/^Tipo de usuário/)).toHaveDisplayValue('Funcionário');

    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    expect(await screen.findByText('Funcionário cadastrado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/funcionarios'));
    const [row] = await sql<{ auth_user_id: string | null; salario: string; cpf: string; email: string }>(
      'select auth_user_id, salario::text, cpf, email from funcionarios where nome = $1',
      [dados.nome],
    );
    expect(row).toMatchObject({ cpf: dados.cpf, email: dados.email, salario: '2350.50', auth_user_id: expect.any(String) });
    expect(await sql('select email, tipo, ativo from usuarios where auth_user_id = $1', [row.auth_user_id])).toEqual([
      { email: dados.email, tipo: 'funcionario', ativo: true },
    ]);
    // The admin's own session was never touched.
    expect((await client.auth.getUser()).data.user?.email).toBe('admin@lojapraia.com.br');
  });

  it("an e-mail already registered: 'Erro ao criar usuário: Este e-mail já está cadastrado', every value kept, no employee", async () => {
    const client = await signInAs('admin');
    const { user, router } = render(client, '/cadastros/funcionarios/novo');
    const dados = dadosFuncionario('cliente@lojapraia.com.br');
    await preencher(user, dados);
    await comLogin(user, 'praia123');
    await user.click(aba('Dados Pessoais'));

    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    expect(await screen.findByText('Erro ao criar usuário: Este e-mail já está cadastrado')).toBeInTheDocument();
    expect(path(router)).toBe('/cadastros/funcionarios/novo');
    expect(campo(/^Nome/)).toHaveValue(dados.nome);
    expect(campo(/^CPF/)).toHaveValue(dados.cpf);
    expect(campo(/^Telefone/)).toHaveValue(dados.telefone);
    expect(campo(/^Email/)).toHaveValue(dados.email);
    expect(campo(/^Cargo/)).toHaveValue(dados.cargo);
    expect(campo(/^Salário/)).toHaveValue(dados.salario);
    expect(campo(/^Data de admissão/)).toHaveValue(dados.data_admissao);
    await user.click(aba('Usuário'));
    expect(screen.getByRole('switch', { name: 'Criar usuário para este funcionário' })).toBeChecked();
    expect(campo(/^Email de acesso/)).toHaveValue('cliente@lojapraia.com.br');
    expect(campo(/^Senha/)).toHaveValue('praia123');
    expect(await sql('select id from funcionarios where nome = $1 or cpf = $2', [dados.nome, dados.cpf])).toEqual([]);
    // the cliente's own login is untouched
    expect(await sql("select u.tipo from usuarios u join auth.users a on a.id = u.auth_user_id where a.email = 'cliente@lojapraia.com.br'")).toEqual([
      { tipo: 'cliente' },
    ]);
  });
});

describe('FuncionarioFormPage: edit (admin)', () => {
  it("shows the linked login; changing its type and deactivating it saves both, and the login is banned", async () => {
    const client = await signInAs('admin');
    const funcionario = await cadastrar(client, true);
    const { user, router } = render(client, `/cadastros/funcionarios/${funcionario.id}/editar`);

    expect(await screen.findByRole('heading', { name: 'Editar Funcionário' })).toBeInTheDocument();
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(funcionario.nome));
    await user.click(aba('Usuário'));
    expect(campo(/^Email de acesso/)).toHaveValue(funcionario.email);
    expect(campo(/^Email de acesso/)).toHaveAttribute('readonly');
    expect(campo(/^Tipo de usuário/)).toHaveDisplayValue('Funcionário');
    const ativo = screen.getByRole('switch', { name: 'Acesso ativo' });
    expect(ativo).toBeChecked();

    await user.selectOptions(campo(/^Tipo de usuário/), 'Usuário');
    await user.click(ativo);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Funcionário atualizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/funcionarios'));
    expect(await usuarioDe(funcionario.auth_user_id)).toEqual({ tipo: 'user', ativo: false });
    expect(await sql('select banned_until > now() + interval \'1 year\' as banido from auth.users where id = $1', [funcionario.auth_user_id])).toEqual([
      { banido: true },
    ]);
    // the employee itself stays active: only the login was shut out
    expect(await sql('select ativo from funcionarios where id = $1', [funcionario.id])).toEqual([{ ativo: true }]);
  });

  it("a failing usuarios update is only logged: the employee's change is saved and the toast is still the success", async () => {
    const net = controlledFetch();
    const client = await signInAs('admin', { fetch: net.fetch });
    const funcionario = await cadastrar(client, true);
    net.answerNext(
      (request) => request.method === 'PATCH' && request.url.pathname === '/rest/v1/usuarios',
      500,
      { code: 'XX000', message: 'servidor indisponível', details: null, hint: null },
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = render(client, `/cadastros/funcionarios/editar/${funcionario.id}`);
    await waitFor(() => expect(campo(/^Cargo/)).toHaveValue('Vendedora'));

    await user.clear(campo(/^Cargo/));
    await user.type(campo(/^Cargo/), 'Caixa');
    await user.click(aba('Usuário'));
    await user.selectOptions(campo(/^Tipo de usuário/), 'Administrador');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Funcionário atualizado com sucesso')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível atualizar o funcionário')).not.toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/funcionarios'));
    expect(net.requestsTo('/rest/v1/usuarios').filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith('Erro ao atualizar usuário do funcionário:', expect.objectContaining({ message: 'servidor indisponível' }));
    expect(await sql('select cargo from funcionarios where id = $1', [funcionario.id])).toEqual([{ cargo: 'Caixa' }]);
    expect(await usuarioDe(funcionario.auth_user_id)).toEqual({ tipo: 'funcionario', ativo: true });
  });

  it("an employee without a login: 'Criar Usuário' creates one with the same rules", async () => {
    const client = await signInAs('admin');
    const funcionario = await cadastrar(client, false);
    const { user } = render(client, `/cadastros/funcionarios/editar/${funcionario.id}`);
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(funcionario.nome));
    // An edit not saved yet must survive creating the login.
    await user.clear(campo(/^Cargo/));
    await user.type(campo(/^Cargo/), 'Gerente de loja');
    await user.click(aba('Usuário'));
    expect(screen.getByText('Este funcionário não possui usuário e não tem acesso ao sistema.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar Usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar Usuário' });
    expect(within(dialog).getByLabelText(/^Email de acesso/)).toHaveValue(funcionario.email);
    await user.type(within(dialog).getByLabelText(/^Senha/, { selector: 'input' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(await within(dialog).findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect((await sql<{ auth_user_id: string | null }>('select auth_user_id from funcionarios where id = $1', [funcionario.id]))[0].auth_user_id).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Senha/, { selector: 'input' }), '456');
    await user.selectOptions(within(dialog).getByLabelText(/^Tipo de usuário/), 'Usuário');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));

    expect(await screen.findByText('Usuário criado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Criar Usuário' })).not.toBeInTheDocument());
    const [{ auth_user_id }] = await sql<{ auth_user_id: string | null }>('select auth_user_id from funcionarios where id = $1', [funcionario.id]);
    expect(auth_user_id).toEqual(expect.any(String));
    expect(await usuarioDe(auth_user_id)).toEqual({ tipo: 'user', ativo: true });
    // The open form, still on the Usuário tab, shows the new login; the typed Cargo is still there.
    await waitFor(() => expect(campo(/^Email de acesso/)).toHaveAttribute('readonly'));
    expect(aba('Usuário')).toHaveAttribute('aria-selected', 'true');
    expect(campo(/^Email de acesso/)).toHaveValue(funcionario.email);
    await waitFor(() => expect(campo(/^Tipo de usuário/)).toHaveDisplayValue('Usuário'));
    expect(screen.getByRole('switch', { name: 'Acesso ativo' })).toBeChecked();
    await user.click(aba('Dados Pessoais'));
    expect(campo(/^Cargo/)).toHaveValue('Gerente de loja');
  });

  it("an employee that does not exist: 'Não foi possível carregar os dados do funcionário' and back to the list", async () => {
    const { router } = render(await signInAs('admin'), '/cadastros/funcionarios/editar/2000000000');

    expect(await screen.findByText('Não foi possível carregar os dados do funcionário')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/funcionarios'));
  });
});
