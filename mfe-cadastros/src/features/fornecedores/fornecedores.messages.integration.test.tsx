/**
 * Spec 001 §8 (Suppliers): the two failure toasts no other test provoked, provoked for real on the
 * local stack. The row is deleted by someone else while the page is open, so the delete and the
 * update touch no row and the kit reports it (listaEndpoints asks for the row back).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { installClient, novoCnpj, signInAs, sql, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import { FORNECEDOR_MESSAGES } from './messages';

let client: TypedSupabaseClient;
const criados: number[] = [];
beforeAll(async () => {
  client = await signInAs('funcionario');
});
// One sign-in for the file; the testing kit uninstalls the page's client after each test.
beforeEach(() => {
  installClient(client);
});
afterAll(async () => {
  await sql('delete from fornecedores where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function inserir(nome: string) {
  const [{ id }] = await sql<{ id: number }>(
    "insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 99101-2020', 'mensagens@loja.test') returning id::int",
    [nome, novoCnpj()],
  );
  criados.push(id);
  return id;
}

const render = (url: string) => renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

describe('fornecedores: the failure toasts of spec 001 §8 on the local stack', () => {
  it(`a fornecedor deleted meanwhile: '${FORNECEDOR_MESSAGES.deleteFailed}'`, async () => {
    const marca = unique('msg-excluir');
    const id = await inserir(`Excluir ${marca}`);
    const { user } = render(`/cadastros/fornecedores?busca=${marca}`);

    await user.click(await screen.findByRole('button', { name: `Excluir Excluir ${marca}` }));
    const dialog = await screen.findByRole('alertdialog');
    await sql('delete from fornecedores where id = $1', [id]);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Não foi possível excluir o fornecedor')).toBeInTheDocument();
    expect(screen.queryByText('Fornecedor excluído com sucesso')).not.toBeInTheDocument();
  });

  it(`a fornecedor deleted while its form is open: '${FORNECEDOR_MESSAGES.updateFailed}', the form stays`, async () => {
    const nome = unique('Msg Atualizar');
    const id = await inserir(nome);
    const { user, router } = render(`/cadastros/fornecedores/editar/${id}`);
    // The routes load the form lazily; its frame shows a skeleton until the row has come.
    await screen.findByRole('heading', { name: 'Editar Fornecedor' });
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));

    await sql('delete from fornecedores where id = $1', [id]);
    await user.clear(campo(/^Cidade/));
    await user.type(campo(/^Cidade/), 'Imbituba');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Não foi possível atualizar o fornecedor')).toBeInTheDocument();
    expect(screen.queryByText('Fornecedor atualizado com sucesso')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/cadastros/fornecedores/editar/${id}`);
    expect(campo(/^Cidade/)).toHaveValue('Imbituba');
  });
});
