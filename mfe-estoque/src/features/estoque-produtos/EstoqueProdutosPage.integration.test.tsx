/**
 * The stock overview and a product's kardex against the local stack, as the demo funcionario: a
 * product made for the test shows with its grades' stock and the low-stock marker, and its kardex
 * lists its movements oldest first with the running balances, ending at its current stock.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { api } from '@loja/shared-ui/platform';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { criarProduto, registrar, removerCriados, responsavel } from '../../test/estoqueProdutos';
import { EstoqueProdutosPage } from './EstoqueProdutosPage';
import { KardexPage } from './KardexPage';

afterAll(removerCriados);
afterEach(() => act(() => dismissToast()));

const dias = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** A bikini with Preto / P and Coral / M (inserted in that order), and three movements over three days. */
async function biquiniComHistorico() {
  const client = await signInAs('funcionario');
  const usuarioId = await responsavel();
  const p = await criarProduto(unique('Biquíni Kardex'), {
    estoqueMinimo: 1,
    grades: [
      { cor: 'Preto', tamanho: 'P', cor_rgb: '#000000', estoque_minimo: 2 },
      { cor: 'Coral', tamanho: 'M', cor_rgb: '#FF6F61', estoque_minimo: 1 },
    ],
  });
  await registrar(client, usuarioId, [
    { produto_id: p.id, grade_id: p.grades['Coral/M'], tipo: 'entrada', quantidade: 6, observacoes: 'NF 4521', data_movimentacao: dias(3) },
    { produto_id: p.id, grade_id: p.grades['Preto/P'], tipo: 'entrada', quantidade: 2, data_movimentacao: dias(2) },
  ]);
  await registrar(client, usuarioId, [{ produto_id: p.id, grade_id: p.grades['Coral/M'], tipo: 'saida', quantidade: 4, data_movimentacao: dias(1) }]);
  const [{ nome }] = await sql<{ nome: string }>('select nome from usuarios where id = $1', [usuarioId]);
  return { ...p, client, responsavel: nome };
}

describe('EstoqueProdutosPage on the local stack', () => {
  it('shows a new product with its grades (stock / minimum), its total and the low-stock marker of the grade at its minimum', async () => {
    wideScreen();
    const p = await biquiniComHistorico();
    const { store } = renderWithProviders(<EstoqueProdutosPage />, { client: p.client, url: `/estoque/produtos?busca=${encodeURIComponent(p.nome)}`, path: '/estoque/produtos' });

    const tabela = await screen.findByRole('table', { name: 'Estoque de Produtos' });
    const [, linha] = within(tabela).getAllByRole('row');
    expect(linha).toHaveTextContent(p.nome);
    expect(linha).toHaveTextContent('Biquínis');
    const celulas = within(linha).getAllByRole('cell').map((c) => c.textContent);
    // Total 4 (Coral 2 + Preto 2), flagged because Preto / P is at its minimum of 2; product minimum 1.
    expect(celulas.slice(2, 4)).toEqual(['4Estoque baixo', '1']);
    const grades = within(within(linha).getByRole('list', { name: `Grades de ${p.nome}` })).getAllByRole('listitem');
    expect(grades.map((g) => g.textContent)).toEqual(['Coral / M: 2 / mín. 1', 'Preto / P: 2 / mín. 2']);
    expect(within(grades[1]).getByRole('img', { name: 'Estoque baixo' })).toBeInTheDocument();
    expect(within(grades[0]).queryByRole('img', { name: 'Estoque baixo' })).not.toBeInTheDocument();
    expect(within(linha).getByRole('link', { name: `Histórico de ${p.nome}` })).toHaveAttribute('href', `/estoque/produtos/${p.id}/kardex`);
    expect(within(linha).getByRole('link', { name: `Nova movimentação de ${p.nome}` })).toHaveAttribute('href', `/estoque/movimentacao/nova?produto=${p.id}`);

    // A new movement invalidates Produto {id} (among others): the overview follows.
    await registrar(p.client, await responsavel(), [{ produto_id: p.id, grade_id: p.grades['Preto/P'], tipo: 'entrada', quantidade: 5 }]);
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Produto', id: p.id }])));
    await waitFor(() => expect(screen.getByRole('list', { name: `Grades de ${p.nome}` })).toHaveTextContent('Preto / P: 7 / mín. 2'));
    expect(screen.queryByText('Estoque baixo')).not.toBeInTheDocument();
  });

  it('the kardex lists the movements oldest first with both balances and ends at "Estoque atual: 4", no warning', async () => {
    wideScreen();
    const p = await biquiniComHistorico();
    const { user, store } = renderWithProviders(<KardexPage />, { client: p.client, url: `/estoque/produtos/${p.id}/kardex`, path: '/estoque/produtos/:id/kardex' });

    expect(await screen.findByRole('heading', { level: 1, name: p.nome })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: 'Movimentações do produto' });
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    // Tipo, Grade, Motivo, Observações, Responsável, Entrada, Saída, Saldo, Saldo da grade.
    expect(linhas.map((l) => l.slice(1))).toEqual([
      ['Entrada', 'Coral / M', 'Compra', 'NF 4521', p.responsavel, '+6', '-', '6', '6'],
      ['Entrada', 'Preto / P', 'Compra', '-', p.responsavel, '+2', '-', '8', '2'],
      ['Saída', 'Coral / M', 'Venda', '-', p.responsavel, '-', '-4', '4', '2'],
    ]);
    expect(linhas[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const final = screen.getByRole('region', { name: 'Estoque final' });
    expect(final).toHaveTextContent('Estoque atual: 4');
    expect(within(final).queryByRole('alert')).not.toBeInTheDocument();

    // The grades in the filter by colour and size, whatever order they were made in.
    const filtro = screen.getByRole('combobox', { name: 'Grade' });
    expect(within(filtro).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas as grades', 'Coral / M', 'Preto / P']);
    await user.selectOptions(filtro, 'Coral / M');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Estoque final' })).toHaveTextContent('Estoque atual de Coral / M: 2');
    expect(within(screen.getByRole('region', { name: 'Estoque final' })).queryByRole('alert')).not.toBeInTheDocument();

    // A new movement: the movement mutations invalidate Movimentacao LIST (among others), and the kardex follows.
    await registrar(p.client, await responsavel(), [{ produto_id: p.id, grade_id: p.grades['Coral/M'], tipo: 'saida', quantidade: 1 }]);
    act(() => void store.dispatch(api.util.invalidateTags([{ type: 'Movimentacao', id: 'LIST' }])));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Estoque final' })).toHaveTextContent('Estoque atual de Coral / M: 1'));
    // The balance and the rows come from two queries: wait for the list's refetch too.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
  });

  it('the kardex of an id no product has says "Produto não encontrado"', async () => {
    const [{ id }] = await sql<{ id: number }>('select coalesce(max(id), 0)::int + 1000 id from produtos');
    const client = await signInAs('user');
    renderWithProviders(<KardexPage />, { client, url: `/estoque/produtos/${id}/kardex`, path: '/estoque/produtos/:id/kardex' });
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
  });
});
