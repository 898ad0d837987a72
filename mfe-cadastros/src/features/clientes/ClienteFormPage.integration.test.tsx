/**
 * The form against the local stack: a save that works leaves without asking, a save the database
 * refuses (a repeated CPF) keeps every typed value, and an edit loads, saves and reports a missing
 * id. A read-only login gets no form at all (test/registerContract.tsx); the database's refusal of
 * its writes is in api.integration.test.ts. Mounted in the remote's routes, as the shell does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { novoCpf, signInAs, soDigitos, sql, type DemoTipo, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';

const criados: number[] = [];
afterAll(async () => {
  await sql('delete from clientes where id = any($1::bigint[]) or nome like $2', [criados, 'Form Teste %']);
});
afterEach(() => act(() => dismissToast()));

async function renderForm(role: DemoTipo, url = '/cadastros/clientes/novo') {
  const client = await signInAs(role);
  const rendered = renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
  // The form frame shows its title, and its skeleton until it knows whether the login may write.
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryByLabelText(/^Carregando dados/)).toBeNull());
  return rendered;
}

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
type Router = Awaited<ReturnType<typeof renderForm>>['router'];
const path = (router: Router) => router.state.location.pathname;

/** Everything a person can type into a new cliente, as typed and as it must stay on screen. */
function dadosCompletos() {
  const cpf = novoCpf();
  return {
    nome: unique('Form Teste José'),
    cpf,
    telefone: '(48) 99101-2020',
    email: `${unique('form')}@loja.test`,
    data_nascimento: '1990-05-20',
    cep: '88010-000',
    endereco: 'Rua das Rendeiras, 77',
    cidade: 'Florianópolis',
    estado: 'SC',
  };
}
type Dados = ReturnType<typeof dadosCompletos>;

async function preencher(user: Awaited<ReturnType<typeof renderForm>>['user'], dados: Dados) {
  await user.type(campo(/^Nome/), dados.nome);
  await user.type(campo(/^CPF/), soDigitos(dados.cpf));
  await user.type(campo(/^Telefone/), soDigitos(dados.telefone));
  await user.type(campo(/^Email/), dados.email);
  await user.type(campo(/^Data de nascimento/), dados.data_nascimento);
  await user.type(campo(/^CEP/), soDigitos(dados.cep));
  await user.type(campo(/^Endereço/), dados.endereco);
  await user.type(campo(/^Cidade/), dados.cidade);
  await user.selectOptions(campo(/^Estado/), dados.estado);
}

function esperarNaTela(dados: Dados) {
  expect(campo(/^Nome/)).toHaveValue(dados.nome);
  expect(campo(/^CPF/)).toHaveValue(dados.cpf);
  expect(campo(/^Telefone/)).toHaveValue(dados.telefone);
  expect(campo(/^Email/)).toHaveValue(dados.email);
  expect(campo(/^Data de nascimento/)).toHaveValue(dados.data_nascimento);
  expect(campo(/^CEP/)).toHaveValue(dados.cep);
  expect(campo(/^Endereço/)).toHaveValue(dados.endereco);
  expect(campo(/^Cidade/)).toHaveValue(dados.cidade);
  expect(campo(/^Estado/)).toHaveValue(dados.estado);
}

const contagem = async () => (await sql<{ n: number }>('select count(*)::int as n from clientes'))[0].n;

describe('ClienteFormPage: new cliente', () => {
  it('saves every field, says so and returns to the list without asking', async () => {
    const { user, router } = await renderForm('funcionario');
    const dados = dadosCompletos();
    await preencher(user, dados);

    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await screen.findByText('Cliente cadastrado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
    expect(screen.queryByRole('alertdialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
    const [row] = await sql('select * from clientes where nome = $1', [dados.nome]);
    criados.push(Number(row.id));
    expect(row).toMatchObject({ ...dados, data_nascimento: expect.anything(), empresa_id: 1, ativo: true });
    expect(await sql<{ d: string }>("select to_char(data_nascimento, 'YYYY-MM-DD') as d from clientes where id = $1", [row.id])).toEqual([
      { d: '1990-05-20' },
    ]);
  });

  it("a CPF already registered: 'Não foi possível cadastrar o cliente', the field says why and every value stays", async () => {
    const existente = novoCpf();
    const [{ id }] = await sql<{ id: number }>(
      "insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'existente@loja.test') returning id::int",
      [unique('Form Teste Existente'), existente],
    );
    criados.push(id);
    const { user, router } = await renderForm('admin');
    const dados = { ...dadosCompletos(), cpf: existente };
    await preencher(user, dados);
    const antes = await contagem();

    await user.click(screen.getByRole('button', { name: 'Cadastrar cliente' }));

    expect(await screen.findByText('Não foi possível cadastrar o cliente')).toBeInTheDocument();
    await waitFor(() => expect(campo(/^CPF/)).toHaveAccessibleDescription('Já existe um cliente com este CPF'));
    esperarNaTela(dados);
    expect(path(router)).toBe('/cadastros/clientes/novo');
    expect(await contagem()).toBe(antes);
  });
});

describe('ClienteFormPage: edit', () => {
  it.each(['/cadastros/clientes/editar/:id', '/cadastros/clientes/:id/editar'])('%s loads the cliente, saves the change and returns to the list', async (shape) => {
    const nome = unique('Form Teste Editar');
    const [{ id }] = await sql<{ id: number }>(
      "insert into clientes (nome, cpf, telefone, email, cidade) values ($1, $2, '(48) 3333-7070', 'editar@loja.test', 'Garopaba') returning id::int",
      [nome, novoCpf()],
    );
    criados.push(id);
    const { user, router } = await renderForm('funcionario', shape.replace(':id', String(id)));

    expect(await screen.findByRole('heading', { name: 'Editar Cliente' })).toBeInTheDocument();
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));
    expect(campo(/^Telefone/)).toHaveValue('(48) 3333-7070');
    expect(campo(/^Cidade/)).toHaveValue('Garopaba');
    expect(campo(/^Endereço/)).toHaveValue('');

    await user.clear(campo(/^Cidade/));
    await user.type(campo(/^Cidade/), 'Imbituba');
    await user.clear(campo(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    await user.type(campo(/^Email/), 'novo.email@loja.test');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Cliente atualizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await sql('select cidade, email, endereco from clientes where id = $1', [id]))[0]).toEqual({
      cidade: 'Imbituba',
      email: 'novo.email@loja.test',
      endereco: null,
    });
  });

  it("a cliente that does not exist: 'Não foi possível carregar os dados do cliente' and back to the list", async () => {
    const { router } = await renderForm('admin', '/cadastros/clientes/editar/2000000000');

    expect(await screen.findByText('Não foi possível carregar os dados do cliente')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/clientes'));
  });
});
