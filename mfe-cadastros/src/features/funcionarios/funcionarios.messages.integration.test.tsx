/**
 * Spec 001 §8 (Employees): the failure toasts no other test provoked on the local stack. A CPF
 * already registered is refused by the database ('Não foi possível cadastrar o funcionário', the
 * field says why); an employee deleted by someone else meanwhile cannot be deleted again; a list
 * whose reads fail says 'Não foi possível carregar os funcionários'. One admin sign-in for the file.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { controlledFetch, installClient, novoCpf, signInAs, soDigitos, sql, type RecordedRequest, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import { FUNCIONARIO_MESSAGES } from './messages';

const net = controlledFetch();
/** While true, every read of the list fails with a server error (a 500 is not retried by postgrest-js). */
let listaFora = false;
const leituraDaLista = (request: RecordedRequest) =>
  listaFora && request.method === 'GET' && request.url.pathname.startsWith('/rest/v1/funcionarios');
net.answerNext(leituraDaLista, 500, { code: 'XX000', message: 'servidor indisponível', details: null, hint: null }, Infinity);

let client: TypedSupabaseClient;
const criados: number[] = [];
beforeAll(async () => {
  client = await signInAs('admin', { fetch: net.fetch });
});
// The testing kit uninstalls the page's client after each test.
beforeEach(() => {
  installClient(client);
});
afterAll(async () => {
  await sql('delete from funcionarios where id = any($1::bigint[])', [criados]);
});
afterEach(() => {
  listaFora = false;
  act(() => dismissToast());
});

async function inserir(nome: string, cpf = novoCpf()) {
  const [{ id }] = await sql<{ id: number }>(
    "insert into funcionarios (nome, cpf, telefone, email, cargo, salario, data_admissao) values ($1, $2, '(48) 99876-5432', 'mensagens@loja.test', 'Vendedora', 2100, '2026-11-02') returning id::int",
    [nome, cpf],
  );
  criados.push(id);
  return id;
}

const render = (url: string) => renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('funcionários: the failure toasts of spec 001 §8 on the local stack', () => {
  it(`a list that cannot load: '${FUNCIONARIO_MESSAGES.loadList}'`, async () => {
    const marca = unique('msg-lista');
    await inserir(`Lista ${marca}`);
    listaFora = true;
    const { user } = render(`/cadastros/funcionarios?busca=${marca}`);

    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 });
    // the toast and the text in place of the list
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar os funcionários')).toHaveLength(2));
    expect(screen.queryByText(`Lista ${marca}`)).not.toBeInTheDocument();

    listaFora = false;
    await user.click(retry);
    expect(await screen.findByText(`Lista ${marca}`)).toBeInTheDocument();
  });

  it(`an employee deleted meanwhile: '${FUNCIONARIO_MESSAGES.deleteFailed}'`, async () => {
    const marca = unique('msg-excluir');
    const id = await inserir(`Excluir ${marca}`);
    const { user } = render(`/cadastros/funcionarios?busca=${marca}`);

    // the write actions come once the admin's profile has loaded
    await user.click(await screen.findByRole('button', { name: `Excluir Excluir ${marca}` }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await sql('delete from funcionarios where id = $1', [id]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Não foi possível excluir o funcionário')).toBeInTheDocument();
    expect(screen.queryByText('Funcionário excluído com sucesso')).not.toBeInTheDocument();
  });

  it(`a CPF already registered: '${FUNCIONARIO_MESSAGES.createFailed}', the field says why and no second employee`, async () => {
    const cpf = novoCpf();
    await inserir(unique('Msg Existente'), cpf);
    const nome = unique('Msg Repetido');
    const { user, router } = render('/cadastros/funcionarios/novo');

    await screen.findByRole('tab', { name: 'Dados Pessoais' }, { timeout: 10_000 });
    await user.click(campo(/^Nome/));
    await user.paste(nome);
    await user.type(campo(/^CPF/), soDigitos(cpf));
    await user.type(campo(/^Telefone/), '48991012020');
    await user.click(campo(/^Email/));
    await user.paste(`${unique('msg')}@loja.test`);
    await user.type(campo(/^Cargo/), 'Vendedora');
    await user.type(campo(/^Salário/), '2350,50');
    await user.type(campo(/^Data de admissão/), '2026-11-02');
    await user.click(screen.getByRole('button', { name: 'Cadastrar funcionário' }));

    expect(await screen.findByText('Não foi possível cadastrar o funcionário')).toBeInTheDocument();
    expect(await screen.findByText('Já existe um funcionário com este CPF')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastros/funcionarios/novo');
    expect(campo(/^Nome/)).toHaveValue(nome);
    expect(await sql('select id from funcionarios where nome = $1', [nome])).toEqual([]);
  });
});
