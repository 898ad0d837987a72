/**
 * Spec 001 §8 (Employees) on the local stack: 'Não foi possível cadastrar o funcionário' provoked for
 * real (a CPF already registered is refused by the database, the field says why, nothing is
 * written), and the WhatsApp warning for a row whose phone has no digits. The load, update and
 * delete failures are the register's contract (funcionarios.contract.integration.test.tsx,
 * test/registerContract.tsx).
 */
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, viewportWidth } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { installClient, novoCpf, signInAs, soDigitos, sql, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import { FUNCIONARIO_MESSAGES } from './messages';

let client: TypedSupabaseClient;
const criados: number[] = [];
beforeAll(async () => {
  client = await signInAs('admin');
});
// One sign-in for the file; the testing kit uninstalls the page's client after each test.
beforeEach(() => {
  installClient(client);
});
afterAll(async () => {
  await sql('delete from funcionarios where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function inserir(nome: string, cpf = novoCpf(), telefone = '(48) 99876-5432') {
  const [{ id }] = await sql<{ id: number }>(
    "insert into funcionarios (nome, cpf, telefone, email, cargo, salario, data_admissao) values ($1, $2, $3, 'mensagens@loja.test', 'Vendedora', 2100, '2026-11-02') returning id::int",
    [nome, cpf, telefone],
  );
  criados.push(id);
  return id;
}

const render = (url: string) => renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('funcionários: the spec 001 §8 texts no other test provoked, on the local stack', () => {
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

  it(`WhatsApp on a row whose phone has no number: '${FUNCIONARIO_MESSAGES.missingPhone}'`, async () => {
    // The database asks for a phone; one typed as a dash (imported from a spreadsheet) has no digits to call.
    const nome = unique('Msg Sem Telefone');
    await inserir(nome, novoCpf(), '-');
    viewportWidth(1366);
    const { user } = render(`/cadastros/funcionarios?busca=${encodeURIComponent(nome)}`);

    const linha = await screen.findByRole('row', { name: new RegExp(nome) }, { timeout: 10_000 });
    expect(within(linha).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(within(linha).getByRole('button', { name: `Conversar com ${nome} no WhatsApp` }));

    expect(await screen.findByText('Funcionário não possui telefone cadastrado')).toBeInTheDocument();
  });
});
