/**
 * The categorias register against the local stack (issue 23 §2): a new category, a rename, a name
 * already taken, and a delete refused while a product uses the category, by the screen's message
 * and by the database.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import { CATEGORIA_MESSAGES } from './messages';

afterAll(async () => {
  await sql("delete from produtos where nome like 'Categoria Teste %'");
  await sql("delete from categorias where nome like 'Categoria Teste %'");
});
afterEach(() => act(() => dismissToast()));

async function render(url: string) {
  const client = await signInAs('funcionario');
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
}
const campoNome = () => screen.getByLabelText(/^Nome/, { selector: 'input' });

async function inserir(nome: string) {
  return (await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [nome]))[0].id;
}

describe('Categorias on the local stack', () => {
  it("Nova Categoria saves it, says 'Categoria criada com sucesso' and lists it", async () => {
    const nome = unique('Categoria Teste Nova');
    const { user, router } = await render('/cadastros/categorias');
    await user.click(await screen.findByRole('button', { name: 'Nova Categoria' }));
    await user.type(campoNome(), nome);
    await user.type(screen.getByLabelText(/^Descrição/), 'Saídas de praia');
    await user.click(screen.getByRole('button', { name: 'Cadastrar categoria' }));

    expect(await screen.findByText(CATEGORIA_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastros/categorias'));
    expect(await sql('select nome, descricao, empresa_id from categorias where nome = $1', [nome])).toEqual([
      { nome, descricao: 'Saídas de praia', empresa_id: 1 },
    ]);
  });

  it('a rename is saved; a name already taken (any case) is refused under the field', async () => {
    const existente = unique('Categoria Teste Existente');
    await inserir(existente);
    const id = await inserir(unique('Categoria Teste Renomear'));
    const { user } = await render(`/cadastros/categorias/${id}/editar`);
    await waitFor(() => expect(campoNome()).not.toHaveValue(''));

    await user.clear(campoNome());
    await user.type(campoNome(), existente.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(CATEGORIA_MESSAGES.updateFailed)).toBeInTheDocument();
    await waitFor(() => expect(campoNome()).toHaveAccessibleDescription(CATEGORIA_MESSAGES.duplicateNome));

    const novoNome = unique('Categoria Teste Renomeada');
    await user.clear(campoNome());
    await user.type(campoNome(), novoNome);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(CATEGORIA_MESSAGES.updated)).toBeInTheDocument();
    expect(await sql('select nome from categorias where id = $1', [id])).toEqual([{ nome: novoNome }]);
  });

  it('a category a product uses is not deleted: the screen says why and the database keeps it', async () => {
    const nome = unique('Categoria Teste Em Uso');
    const id = await inserir(nome);
    await sql('insert into produtos (nome, preco_venda, categoria_id) values ($1, 10, $2)', [unique('Categoria Teste Produto'), id]);
    const { user } = await render(`/cadastros/categorias?busca=${encodeURIComponent(nome)}`);

    const linha = (await screen.findAllByText(nome))[0];
    expect(linha).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Excluir ${nome}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(CATEGORIA_MESSAGES.deleteConfirm(nome))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText(CATEGORIA_MESSAGES.inUse)).toBeInTheDocument();
    expect(await sql('select id::int from categorias where id = $1', [id])).toEqual([{ id }]);
    await expect(sql('delete from categorias where id = $1', [id])).rejects.toThrow(/produtos_categoria_em_uso/);
  });

  it('an unused category is deleted', async () => {
    const nome = unique('Categoria Teste Sem Uso');
    const id = await inserir(nome);
    const { user } = await render(`/cadastros/categorias?busca=${encodeURIComponent(nome)}`);

    await user.click(await screen.findByRole('button', { name: `Excluir ${nome}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText(CATEGORIA_MESSAGES.deleted)).toBeInTheDocument();
    expect(await sql('select id from categorias where id = $1', [id])).toEqual([]);
  });
});
