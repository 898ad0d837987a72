/**
 * The product list against the local stack: the category, colour and size filters find the seed
 * products the database says they should (with the filter options the grades give), a product with
 * stock movements is refused on delete with the spec's text and nothing changes, and a new product
 * without movements is deleted.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { PRODUTO_MESSAGES } from './messages';
import { ProdutosListPage } from './ProdutosListPage';

const criados: number[] = [];
afterAll(async () => {
  if (criados.length) await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});
beforeEach(() => {
  window.localStorage.clear();
  // 50 per page: every product a filter keeps is on the first page.
  window.localStorage.setItem('loja-praia:produtos:por-pagina', '50');
});
afterEach(() => act(() => dismissToast()));

async function renderLista(role: DemoTipo, url = '/cadastros/produtos') {
  const client = await signInAs(role);
  return renderWithProviders(<ProdutosListPage />, { client, url, path: '/cadastros/produtos' });
}

/** The names the database gives for a filter on produtos, in the list's order. */
async function nomesOnde(where: string, params: unknown[]) {
  const rows = await sql<{ nome: string }>(`select nome from produtos where ${where} order by nome, id`, params);
  return rows.map((r) => r.nome);
}

/** The product names shown on the cards, in order. */
async function nomesNaTela() {
  const cards = await screen.findByRole('list', { name: 'Produtos' });
  return within(cards)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('ProdutosListPage on the local stack: the filters', () => {
  // The filter bar above the list (md and up); phones get the Filtros sheet (ProdutosListPage.test.tsx).
  beforeEach(() => wideScreen());

  /** The list at desktop width, shown as cards (the names are their headings). */
  async function renderCards(url?: string, first = 'Biquíni Cortininha Tropical') {
    const rendered = await renderLista('user', url);
    await screen.findByText(first);
    await rendered.user.click(screen.getByRole('button', { name: 'Cards' }));
    await screen.findByRole('list', { name: 'Produtos' });
    return rendered;
  }

  it('Categoria (chosen from the categories) keeps the products of that category', async () => {
    const esperados = await nomesOnde('categoria_id = 6', []);
    expect(esperados).toContain('Canga Indiana Mandala');
    const { user } = await renderCards();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Categoria' }), 'Cangas');

    await waitFor(async () => expect(await nomesNaTela()).toEqual(esperados));
    expect(screen.queryByText('Biquíni Cortininha Tropical')).not.toBeInTheDocument();
    expect(screen.getByText(/Total de produtos/)).toHaveTextContent(`Total de produtos: ${esperados.length}`);
  });

  it('Cor (chosen from the colours the grades use) keeps the products with a grade of that colour, accents ignored', async () => {
    const esperados = await nomesOnde(`exists (select 1 from grades_produto g where g.produto_id = produtos.id and f_unaccent(lower(g.cor)) = 'terracota')`, []);
    expect(esperados).toContain('Biquíni Tomara que Caia Canelado');
    const { user } = await renderCards();

    const cor = await screen.findByRole('combobox', { name: 'Cor' });
    await waitFor(() => expect(within(cor).getByRole('option', { name: 'Verde Água' })).toBeInTheDocument());
    await user.selectOptions(cor, 'Terracota');

    await waitFor(async () => expect(await nomesNaTela()).toEqual(esperados));
    expect(screen.queryByText('Biquíni Lacinho Listrado')).not.toBeInTheDocument();
  });

  it('Tamanho, with Categoria, keeps the products of that category with a grade of that size', async () => {
    const esperados = await nomesOnde(
      `categoria_id = 1 and exists (select 1 from grades_produto g where g.produto_id = produtos.id and lower(g.tamanho) = 'pp')`,
      [],
    );
    expect(esperados).toContain('Biquíni Cortininha Tropical');
    expect(esperados).not.toContain('Biquíni Lacinho Listrado');
    const { user } = await renderCards('/cadastros/produtos?categoria=1', 'Biquíni Lacinho Listrado');

    const tamanho = await screen.findByRole('combobox', { name: 'Tamanho' });
    await waitFor(() => expect(within(tamanho).getByRole('option', { name: 'PP' })).toBeInTheDocument());
    await user.selectOptions(tamanho, 'PP');

    await waitFor(async () => expect(await nomesNaTela()).toEqual(esperados));
    expect(screen.getByText(/Total de produtos/)).toHaveTextContent(`Total de produtos: ${esperados.length}`);
  });
});

describe('ProdutosListPage on the local stack: delete', () => {
  it("a seed product with stock movements is refused: 'Não é possível excluir' with the spec's text, and no row changes", async () => {
    const antes = await sql('select p.*, (select count(*) from grades_produto g where g.produto_id = p.id) grades, (select count(*) from produto_imagens i where i.produto_id = p.id) imagens from produtos p where p.id = 1');
    const [{ movimentos }] = await sql<{ movimentos: number }>('select count(*)::int movimentos from movimentacoes_estoque where produto_id = 1');
    expect(movimentos).toBeGreaterThan(0);
    const { user } = await renderLista('funcionario', '/cadastros/produtos?busca=LP1001');

    await user.click(await screen.findByRole('button', { name: 'Excluir Biquíni Cortininha Tropical' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText(PRODUTO_MESSAGES.deleteRefused)).toBeInTheDocument();
    expect(screen.getByText('Não é possível excluir')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Biquíni Cortininha Tropical')).toBeInTheDocument();
    expect(await sql('select p.*, (select count(*) from grades_produto g where g.produto_id = p.id) grades, (select count(*) from produto_imagens i where i.produto_id = p.id) imagens from produtos p where p.id = 1')).toEqual(antes);
    expect(await sql<{ movimentos: number }>('select count(*)::int movimentos from movimentacoes_estoque where produto_id = 1')).toEqual([{ movimentos }]);
  });

  it(`a product someone else deleted meanwhile: '${PRODUTO_MESSAGES.deleteFailed}'`, async () => {
    const nome = unique('Chapéu Sumiu');
    const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, codigo_barras, preco_venda) values ($1, $2, 59.9) returning id::int', [
      nome,
      unique('REF'),
    ]);
    criados.push(id);
    const { user } = await renderLista('funcionario', `/cadastros/produtos?busca=${encodeURIComponent(nome)}`);

    await user.click(await screen.findByRole('button', { name: `Excluir ${nome}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    await sql('delete from produtos where id = $1', [id]);
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Não foi possível excluir o produto. Verifique se não há registros relacionados.')).toBeInTheDocument();
    expect(screen.queryByText('Produto excluído com sucesso')).not.toBeInTheDocument();
  });

  it('a new product without movements is deleted, with its grades, and the list says so', async () => {
    const nome = unique('Chapéu Excluir');
    const [{ id }] = await sql<{ id: number }>(
      'insert into produtos (nome, codigo_barras, preco_venda, categoria_id) values ($1, $2, 59.9, 3) returning id::int',
      [nome, unique('REF')],
    );
    criados.push(id);
    await sql(`insert into grades_produto (produto_id, cor, tamanho) values ($1, 'Palha', 'U')`, [id]);
    const { user } = await renderLista('funcionario', `/cadastros/produtos?busca=${encodeURIComponent(nome)}`);

    await user.click(await screen.findByRole('button', { name: `Excluir ${nome}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Tem certeza?' })).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Produto excluído com sucesso')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(await sql('select id from produtos where id = $1', [id])).toEqual([]);
    expect(await sql('select id from grades_produto where produto_id = $1', [id])).toEqual([]);
  });
});
