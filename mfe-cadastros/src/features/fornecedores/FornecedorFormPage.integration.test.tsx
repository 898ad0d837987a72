/**
 * The form against the local stack: a save that works leaves without asking, a save the database
 * refuses (a repeated CNPJ) keeps every typed value, and an edit loads, saves and reports a missing
 * id. A read-only login gets no form at all (test/registerContract.tsx); the database's refusal of
 * its writes is in api.integration.test.ts. Mounted in the remote's routes, as the shell does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { novoCnpj, signInAs, soDigitos, sql, type DemoTipo, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';

const criados: number[] = [];
afterAll(async () => {
  await sql('delete from fornecedores where id = any($1::bigint[]) or nome like $2', [criados, 'Form Teste %']);
});
afterEach(() => act(() => dismissToast()));

async function renderForm(role: DemoTipo, url = '/cadastros/fornecedores/novo') {
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

/** Everything a person can type into a new fornecedor, as typed and as it must stay on screen. */
function dadosCompletos() {
  return {
    nome: unique('Form Teste Tecidos Maré'),
    cnpj: novoCnpj(),
    telefone: '(47) 3333-1111',
    email: `${unique('form')}@loja.test`,
    cep: '89010-000',
    endereco: 'Rua XV de Novembro, 500',
    cidade: 'Blumenau',
    estado: 'SC',
  };
}
type Dados = ReturnType<typeof dadosCompletos>;

async function preencher(user: Awaited<ReturnType<typeof renderForm>>['user'], dados: Dados) {
  await user.type(campo(/^Nome/), dados.nome);
  await user.type(campo(/^CNPJ/), soDigitos(dados.cnpj));
  await user.type(campo(/^Telefone/), soDigitos(dados.telefone));
  await user.type(campo(/^Email/), dados.email);
  await user.type(campo(/^CEP/), soDigitos(dados.cep));
  await user.type(campo(/^Endereço/), dados.endereco);
  await user.type(campo(/^Cidade/), dados.cidade);
  await user.selectOptions(campo(/^Estado/), dados.estado);
}

function esperarNaTela(dados: Dados) {
  expect(campo(/^Nome/)).toHaveValue(dados.nome);
  expect(campo(/^CNPJ/)).toHaveValue(dados.cnpj);
  expect(campo(/^Telefone/)).toHaveValue(dados.telefone);
  expect(campo(/^Email/)).toHaveValue(dados.email);
  expect(campo(/^CEP/)).toHaveValue(dados.cep);
  expect(campo(/^Endereço/)).toHaveValue(dados.endereco);
  expect(campo(/^Cidade/)).toHaveValue(dados.cidade);
  expect(campo(/^Estado/)).toHaveValue(dados.estado);
}

const contagem = async () => (await sql<{ n: number }>('select count(*)::int as n from fornecedores'))[0].n;

describe('FornecedorFormPage: new fornecedor', () => {
  it('saves every field, says so and returns to the list without asking', async () => {
    const { user, router } = await renderForm('funcionario');
    const dados = dadosCompletos();
    await preencher(user, dados);

    await user.click(screen.getByRole('button', { name: 'Cadastrar fornecedor' }));

    expect(await screen.findByText('Fornecedor cadastrado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
    expect(screen.queryByRole('alertdialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
    const [row] = await sql('select * from fornecedores where nome = $1', [dados.nome]);
    criados.push(Number(row.id));
    expect(row).toMatchObject({ ...dados, empresa_id: 1, ativo: true });
  });

  it("a CNPJ already registered: 'Não foi possível cadastrar o fornecedor', the field says why and every value stays", async () => {
    const existente = novoCnpj();
    const [{ id }] = await sql<{ id: number }>(
      "insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(47) 3333-0000', 'existente@loja.test') returning id::int",
      [unique('Form Teste Existente'), existente],
    );
    criados.push(id);
    const { user, router } = await renderForm('admin');
    const dados = { ...dadosCompletos(), cnpj: existente };
    await preencher(user, dados);
    const antes = await contagem();

    await user.click(screen.getByRole('button', { name: 'Cadastrar fornecedor' }));

    expect(await screen.findByText('Não foi possível cadastrar o fornecedor')).toBeInTheDocument();
    await waitFor(() => expect(campo(/^CNPJ/)).toHaveAccessibleDescription('Já existe um fornecedor com este CNPJ'));
    esperarNaTela(dados);
    expect(path(router)).toBe('/cadastros/fornecedores/novo');
    expect(await contagem()).toBe(antes);
  });
});

describe('FornecedorFormPage: edit', () => {
  it.each(['/cadastros/fornecedores/editar/:id', '/cadastros/fornecedores/:id/editar'])('%s loads the fornecedor, saves the change and returns to the list', async (shape) => {
    const nome = unique('Form Teste Editar');
    const [{ id }] = await sql<{ id: number }>(
      "insert into fornecedores (nome, cnpj, telefone, email, cidade) values ($1, $2, '(48) 3333-7070', 'editar@loja.test', 'Garopaba') returning id::int",
      [nome, novoCnpj()],
    );
    criados.push(id);
    const { user, router } = await renderForm('funcionario', shape.replace(':id', String(id)));

    expect(await screen.findByRole('heading', { name: 'Editar Fornecedor' })).toBeInTheDocument();
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

    expect(await screen.findByText('Fornecedor atualizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await sql('select cidade, email, endereco from fornecedores where id = $1', [id]))[0]).toEqual({
      cidade: 'Imbituba',
      email: 'novo.email@loja.test',
      endereco: null,
    });
  });

  it("a fornecedor that does not exist: 'Não foi possível carregar os dados do fornecedor' and back to the list", async () => {
    const { router } = await renderForm('admin', '/cadastros/fornecedores/editar/2000000000');

    expect(await screen.findByText('Não foi possível carregar os dados do fornecedor')).toBeInTheDocument();
    await waitFor(() => expect(path(router)).toBe('/cadastros/fornecedores'));
  });
});
