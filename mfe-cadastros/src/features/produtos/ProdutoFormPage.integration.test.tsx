/**
 * The product editor against the local stack, mounted in the remote's routes as the shell does:
 * a new product is saved, its stock written as one "Ajuste de estoque" movement, and the Imagens tab
 * unlocks; an edit records only the difference; a product with grades shows their sum read-only;
 * "Nova Categoria" creates and selects a category without submitting the product; bad input and a
 * read-only login write nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { novoCnpj, signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';

afterAll(async () => {
  await sql(`delete from movimentacoes_estoque where produto_id in (select id from produtos where nome like 'Produto Form %')`);
  await sql(`delete from produtos where nome like 'Produto Form %'`);
  await sql(`delete from categorias where nome like 'Categoria Form %'`);
});
afterEach(() => act(() => dismissToast()));

async function renderForm(role: DemoTipo, url = '/cadastros/produtos/novo') {
  const client = await signInAs(role);
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
}
type Router = Awaited<ReturnType<typeof renderForm>>['router'];
const where = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const aba = (name: string) => screen.getByRole('tab', { name });

interface Movimento {
  tipo: string;
  quantidade: number;
  motivo: string;
}
const movimentos = (produto: number) =>
  sql<Movimento>('select tipo, quantidade, motivo from movimentacoes_estoque where produto_id = $1 order by id', [produto]);
const produtoPorNome = async (nome: string) =>
  (await sql<{ id: number; estoque_atual: number; preco_venda: string }>('select id::int, estoque_atual, preco_venda from produtos where nome = $1', [nome]))[0];

/** A product made as the database's owner, its stock explained by one adjustment, as the form records it. */
async function novoProduto(estoque: number): Promise<{ id: number; nome: string }> {
  const nome = unique('Produto Form Canga');
  const [produto] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 49.9, 6) returning id::int', [nome]);
  await sql(`insert into movimentacoes_estoque (tipo, produto_id, quantidade, motivo) values ('entrada', $1, $2, 'Ajuste de estoque')`, [produto.id, estoque]);
  await sql('update produtos set estoque_atual = $2 where id = $1', [produto.id, estoque]);
  return { id: produto.id, nome };
}

describe('ProdutoFormPage: new product', () => {
  it('keeps Imagens locked until the product is saved', async () => {
    await renderForm('admin');
    expect(await screen.findByRole('heading', { name: 'Novo Produto' })).toBeInTheDocument();
    expect(aba('Imagens')).toBeDisabled();
    expect(screen.getByText(/Salve o produto primeiro/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Grade' })).not.toBeInTheDocument();
  });

  it('saves, records the typed stock as one "Ajuste de estoque", moves to the product\'s own address on Imagens, and Finalizar returns to the list', async () => {
    const { user, router } = await renderForm('funcionario');
    // The fields open once the role is known (read-only staff get them disabled).
    await waitFor(() => expect(campo(/^Nome/)).toBeEnabled());
    const nome = unique('Produto Form Saída de Praia');
    await user.type(campo(/^Nome/), nome);
    await user.type(campo(/^Referência/), 'LP-FORM-1');
    await user.type(campo(/^Preço de venda/), '149,90');
    await user.clear(campo(/^Estoque atual/));
    await user.type(campo(/^Estoque atual/), '7');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));

    expect(await screen.findByText('Produto cadastrado com sucesso. Agora você pode adicionar imagens.')).toBeInTheDocument();
    const produto = await produtoPorNome(nome);
    // The saved product's edit address, so a reload shows it instead of an empty "Novo Produto".
    await waitFor(() => expect(where(router)).toBe(`/cadastros/produtos/${produto.id}/editar?aba=imagens`));
    await waitFor(() => expect(aba('Imagens')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('heading', { name: 'Editar Produto' })).toBeInTheDocument();
    // /novo was replaced: going back does not reopen an empty form for the same product.
    expect(router.state.historyAction).toBe('REPLACE');

    expect(produto).toMatchObject({ estoque_atual: 7, preco_venda: '149.90' });
    expect(await movimentos(produto.id)).toEqual([{ tipo: 'entrada', quantidade: 7, motivo: 'Ajuste de estoque' }]);

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(where(router)).toBe('/cadastros/produtos'));
  });

  it('shows the spec messages for a missing name and price, and writes nothing', async () => {
    const { user } = await renderForm('admin');
    const antes = (await sql<{ n: number }>('select count(*)::int as n from produtos'))[0].n;
    await user.click(await screen.findByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Preço deve ser maior que zero')).toBeInTheDocument();
    expect((await sql<{ n: number }>('select count(*)::int as n from produtos'))[0].n).toBe(antes);
  });

  it('refuses R$ 0,00 with "Preço deve ser maior que zero" on the form, and the database refuses 0 too', async () => {
    const { user } = await renderForm('admin');
    await waitFor(() => expect(campo(/^Nome/)).toBeEnabled());
    const nome = unique('Produto Form Preço Zero');
    await user.type(campo(/^Nome/), nome);
    await user.type(campo(/^Preço de venda/), '0,00');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByText('Preço deve ser maior que zero')).toBeInTheDocument();
    expect(await produtoPorNome(nome)).toBeUndefined();

    // Past the form, salvar_produto and the table's check (produtos_preco_venda_positivo) refuse it.
    const client = await signInAs('admin');
    const criado = await client.rpc('salvar_produto', { p_produto: { nome, preco_venda: 0 } });
    expect(criado.error).toMatchObject({ code: '23514' });
    expect(criado.error?.message).toContain('produtos_preco_venda_positivo');
    expect(await produtoPorNome(nome)).toBeUndefined();
    const { id } = await novoProduto(1);
    const zerado = await client.rpc('salvar_produto', { p_id: id, p_produto: { preco_venda: 0 } });
    expect(zerado.error).toMatchObject({ code: '23514' });
    expect((await sql<{ preco_venda: string }>('select preco_venda from produtos where id = $1', [id]))[0].preco_venda).toBe('49.90');
  });

  it('"Nova Categoria" creates the category and selects it, without submitting the product', async () => {
    const { user } = await renderForm('admin');
    const antes = (await sql<{ n: number }>('select count(*)::int as n from produtos'))[0].n;
    await user.click(await screen.findByRole('button', { name: 'Nova Categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Categoria' });
    const nome = unique('Categoria Form Cangas');
    await user.type(within(dialog).getByLabelText(/^Nome/), nome);
    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));

    expect(await screen.findByText('Categoria criada com sucesso')).toBeInTheDocument();
    const [categoria] = await sql<{ id: number }>('select id::int from categorias where nome = $1', [nome]);
    await waitFor(() => expect(campo(/^Categoria/)).toHaveValue(String(categoria.id)));
    expect(screen.queryByText('Nome é obrigatório')).not.toBeInTheDocument();
    expect((await sql<{ n: number }>('select count(*)::int as n from produtos'))[0].n).toBe(antes);
  });
});

describe('ProdutoFormPage: "Nova Categoria" refused by the database', () => {
  it('a duplicate name is "Não foi possível criar a categoria" with the reason under the field; Esc returns focus to "Nova Categoria"', async () => {
    const { user } = await renderForm('admin');
    const antes = (await sql<{ n: number }>('select count(*)::int as n from categorias'))[0].n;
    const abrir = await screen.findByRole('button', { name: 'Nova Categoria' });
    await user.click(abrir);
    const dialog = await screen.findByRole('dialog', { name: 'Nova Categoria' });
    // The seed's category, typed in another case: the unique index on lower(nome) refuses it.
    await user.type(within(dialog).getByLabelText(/^Nome/), 'biquínis');
    await user.click(within(dialog).getByRole('button', { name: 'Criar categoria' }));

    expect(await screen.findByText('Não foi possível criar a categoria')).toBeInTheDocument();
    expect(await within(dialog).findByText('Já existe uma categoria com este nome')).toBeInTheDocument();
    expect((await sql<{ n: number }>('select count(*)::int as n from categorias'))[0].n).toBe(antes);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova Categoria' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Nova Categoria' })).toHaveFocus();
  });
});

describe('ProdutoFormPage: a read-only login on /novo', () => {
  it('gets the stock screens\' "Acesso restrito" notice, not a form whose save would fail', async () => {
    const { user, router } = await renderForm('user');
    expect(await screen.findByText('Acesso restrito')).toBeInTheDocument();
    expect(screen.getByText('Apenas administradores e funcionários podem cadastrar produtos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar produto' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nome/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    await waitFor(() => expect(where(router)).toBe('/cadastros/produtos'));
  });
});

describe('ProdutoFormPage: edit', () => {
  it('records only the difference of the stock, and an unchanged figure records nothing', async () => {
    const { id, nome } = await novoProduto(10);
    const { user } = await renderForm('admin', `/cadastros/produtos/${id}/editar`);
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));
    await waitFor(() => expect(campo(/^Estoque atual/)).toBeEnabled());
    for (const nomeAba of ['Informações', 'Imagens', 'Grade', 'Precificação']) expect(aba(nomeAba)).toBeEnabled();

    await user.clear(campo(/^Estoque atual/));
    await user.type(campo(/^Estoque atual/), '4');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto atualizado com sucesso')).toBeInTheDocument();
    await waitFor(async () => expect((await movimentos(id)).map((m) => [m.tipo, m.quantidade])).toEqual([['entrada', 10], ['saida', 6]]));

    await act(() => dismissToast());
    await user.clear(campo(/^Preço de venda/));
    await user.type(campo(/^Preço de venda/), '55,00');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    // The first save's toast may still be leaving: the saved row says when the second save is done.
    await waitFor(async () => expect((await produtoPorNome(nome)).preco_venda).toBe('55.00'));
    expect(await screen.findByText('Produto atualizado com sucesso')).toBeInTheDocument();
    expect(await movimentos(id)).toHaveLength(2);
  });

  it('a product with grades shows the sum of its grades, read-only', async () => {
    const { user } = await renderForm('admin', '/cadastros/produtos/1/editar');
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue('Biquíni Cortininha Tropical'));
    const [{ soma }] = await sql<{ soma: number }>('select sum(estoque_atual)::int as soma from grades_produto where produto_id = 1');
    expect(campo(/^Estoque atual/)).toHaveValue(soma);
    expect(campo(/^Estoque atual/)).toHaveAttribute('readonly');
    expect(screen.getByText('O estoque deste produto é a soma das grades')).toBeInTheDocument();
    await user.click(aba('Grade'));
    await waitFor(() => expect(aba('Grade')).toHaveAttribute('aria-selected', 'true'));
  });

  it('an unknown product says so and returns to the list', async () => {
    const { router } = await renderForm('admin', '/cadastros/produtos/999999999/editar');
    expect(await screen.findByText('Não foi possível carregar os dados do produto')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/cadastros/produtos'));
  });

  it('read-only staff see the product without a way to save it, and a notice that says why', async () => {
    await renderForm('user', '/cadastros/produtos/1/editar');
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue('Biquíni Cortininha Tropical'));
    // The product may arrive before the login's profile: the notice shows once the role is known.
    expect(await screen.findByRole('note')).toHaveTextContent('Seu acesso é somente leitura: você pode ver o produto, mas não alterá-lo.');
    expect(campo(/^Nome/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
  });
});

describe('ProdutoFormPage: saves the database refuses, and an inactive supplier', () => {
  it("a category deleted while the new product is typed: 'Não foi possível cadastrar o produto', nothing written, the form stays", async () => {
    const categoria = unique('Categoria Form Removida');
    const [{ id: categoriaId }] = await sql<{ id: number }>("insert into categorias (nome, empresa_id) values ($1, 1) returning id::int", [categoria]);
    const { user, router } = await renderForm('funcionario');
    await waitFor(() => expect(campo(/^Nome/)).toBeEnabled());
    const nome = unique('Produto Form Sem Categoria');
    await user.type(campo(/^Nome/), nome);
    await user.type(campo(/^Preço de venda/), '89,90');
    await waitFor(() => expect(within(campo(/^Categoria/)).getByRole('option', { name: categoria })).toBeInTheDocument());
    await user.selectOptions(campo(/^Categoria/), categoria);
    // another tab deletes the category meanwhile: the product's foreign key is refused
    await sql('delete from categorias where id = $1', [categoriaId]);
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));

    expect(await screen.findByText('Não foi possível cadastrar o produto')).toBeInTheDocument();
    expect(screen.queryByText('Produto cadastrado com sucesso. Agora você pode adicionar imagens.')).not.toBeInTheDocument();
    expect(where(router)).toBe('/cadastros/produtos/novo');
    expect(campo(/^Nome/)).toHaveValue(nome);
    expect(await produtoPorNome(nome)).toBeUndefined();
  });

  it("a product deleted while its form is open: 'Não foi possível atualizar o produto'", async () => {
    const nome = unique('Produto Form Removido');
    const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda) values ($1, 49.9) returning id::int', [nome]);
    const { user, router } = await renderForm('funcionario', `/cadastros/produtos/${id}/editar`);
    await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));
    await waitFor(() => expect(campo(/^Preço de venda/)).toBeEnabled());
    await sql('delete from produtos where id = $1', [id]);

    await user.clear(campo(/^Preço de venda/));
    await user.type(campo(/^Preço de venda/), '55,00');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Não foi possível atualizar o produto')).toBeInTheDocument();
    expect(screen.queryByText('Produto atualizado com sucesso')).not.toBeInTheDocument();
    expect(where(router)).toBe(`/cadastros/produtos/${id}/editar`);
    expect(await produtoPorNome(nome)).toBeUndefined();
  });

  it('a product whose supplier was deactivated shows it by name: "Nome (inativo)"', async () => {
    const fornecedor = unique('Fornecedor Form Inativo');
    const [{ id: fornecedorId }] = await sql<{ id: number }>(
      "insert into fornecedores (nome, cnpj, telefone, email, ativo) values ($1, $2, '(48) 3333-0000', 'inativo@loja.test', false) returning id::int",
      [fornecedor, novoCnpj()],
    );
    const nome = unique('Produto Form Fornecedor Inativo');
    await sql('insert into produtos (nome, preco_venda, fornecedor_id) values ($1, 49.9, $2)', [nome, fornecedorId]);
    try {
      const { id } = (await produtoPorNome(nome))!;
      await renderForm('funcionario', `/cadastros/produtos/${id}/editar`);
      await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));

      await waitFor(() => expect(campo(/^Fornecedor/)).toHaveDisplayValue(`${fornecedor} (inativo)`));
      expect(campo(/^Fornecedor/)).toHaveValue(String(fornecedorId));
      // the dropdown offers active suppliers only: the inactive one is there once, as the product's
      expect(within(campo(/^Fornecedor/)).getAllByRole('option', { name: new RegExp(fornecedor) })).toHaveLength(1);
    } finally {
      await sql('delete from produtos where nome = $1', [nome]);
      await sql('delete from fornecedores where id = $1', [fornecedorId]);
    }
  });
});
