/**
 * The movement edit page against the local stack, under both route shapes: a saved change moves the
 * stock by the difference and returns to the list; a change the stock refuses says why (toast and
 * under Quantidade) and keeps every typed value on the page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { MovimentacaoEditPage } from './MovimentacaoEditPage';

const URL_LISTA = '/estoque/movimentacao';
const criados: number[] = [];

afterAll(async () => {
  if (!criados.length) return;
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function produtoComGrade(nome: string) {
  const completo = unique(nome);
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 79.9, 1) returning id::int', [completo]);
  criados.push(id);
  const [{ id: gradeId }] = await sql<{ id: number }>("insert into grades_produto (produto_id, cor, tamanho) values ($1, 'Verde', 'P') returning id::int", [id]);
  return { id, nome: completo, gradeId };
}

type Item = Record<string, string | number | null>;

/** Records as the funcionario through the database function; returns the new movements' ids. */
async function registrar(itens: Item[]): Promise<number[]> {
  const client = await signInAs('funcionario');
  const { data, error } = await client.rpc('registrar_movimentacoes', { p_itens: itens });
  if (error) throw new Error(error.message);
  return data.map((m) => m.id);
}

const estoques = async (produto: number, grade: number) =>
  (
    await sql<{ p: number; g: number }>(
      'select p.estoque_atual::int p, g.estoque_atual::int g from produtos p join grades_produto g on g.produto_id = p.id where p.id = $1 and g.id = $2',
      [produto, grade],
    )
  )[0];

async function renderEdit(role: DemoTipo, url: string) {
  const client = await signInAs(role);
  return renderWithProviders(<></>, {
    client,
    url,
    path: '/nao-usado',
    routes: [
      {
        path: URL_LISTA,
        children: [
          { index: true, element: <h1>Lista de movimentações</h1> },
          { path: 'editar/:id', element: <MovimentacaoEditPage /> },
          { path: ':id/editar', element: <MovimentacaoEditPage /> },
        ],
      },
    ],
  });
}

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });

describe('MovimentacaoEditPage on the local stack', () => {
  it.each(['editar/:id', ':id/editar'])('%s: entrada 5 saved as saída 5 moves the stock by 10 and returns to the list', async (shape) => {
    const p = await produtoComGrade('Macaquinho Editar');
    const linha = { produto_id: p.id, grade_id: p.gradeId, preco_unitario: 40, motivo: 'Compra', observacoes: 'Pedido 88' };
    await registrar([{ ...linha, tipo: 'entrada', quantidade: 12 }]);
    const [id] = await registrar([{ ...linha, tipo: 'entrada', quantidade: 5 }]);
    expect(await estoques(p.id, p.gradeId)).toEqual({ p: 17, g: 17 });
    const { user, router } = await renderEdit('funcionario', `${URL_LISTA}/${shape.replace(':id', String(id))}`);

    expect(await screen.findByText(p.nome)).toBeInTheDocument();
    expect(screen.getByText('Verde / P')).toBeInTheDocument();
    expect(campo(/^Tipo/)).toHaveValue('entrada');
    expect(campo(/^Preço unitário/)).toHaveValue('40,00');
    await user.selectOptions(campo(/^Tipo/), 'Saída');
    await user.clear(campo(/^Preço unitário/));
    await user.type(campo(/^Preço unitário/), '42,5');
    await user.clear(campo(/^Observações/));
    await user.type(campo(/^Observações/), 'Devolvido ao fornecedor');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByText('Movimentação atualizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(URL_LISTA));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await estoques(p.id, p.gradeId)).toEqual({ p: 7, g: 7 });
    expect((await sql('select tipo, quantidade, preco_unitario::float8 preco, observacoes from movimentacoes_estoque where id = $1', [id]))[0]).toEqual({
      tipo: 'saida',
      quantidade: 5,
      preco: 42.5,
      observacoes: 'Devolvido ao fornecedor',
    });
  });

  it('a change the stock refuses: the reason in the toast and under Quantidade, every value kept, nothing changed', async () => {
    const p = await produtoComGrade('Cropped Recusa');
    const [entrada] = await registrar([{ produto_id: p.id, grade_id: p.gradeId, tipo: 'entrada', quantidade: 3, preco_unitario: 15 }]);
    await registrar([{ produto_id: p.id, grade_id: p.gradeId, tipo: 'saida', quantidade: 2, preco_unitario: 15 }]);
    const { user, router } = await renderEdit('funcionario', `${URL_LISTA}/${entrada}/editar`);
    await screen.findByText(p.nome);

    await user.clear(campo(/^Quantidade/));
    await user.type(campo(/^Quantidade/), '1');
    await user.type(campo(/^Observações/), 'Conferência');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    const motivo = `Estoque insuficiente para ${p.nome} (Verde/P): o estoque atual é 1 e ficaria em -1 com esta alteração`;
    expect(await screen.findByText('Erro ao atualizar movimentação.')).toBeInTheDocument();
    await waitFor(() => expect(campo(/^Quantidade/)).toHaveAccessibleDescription(motivo));
    expect(screen.getAllByText(motivo)).toHaveLength(2);
    expect(campo(/^Quantidade/)).toHaveValue(1);
    expect(campo(/^Tipo/)).toHaveValue('entrada');
    expect(campo(/^Preço unitário/)).toHaveValue('15,00');
    expect(campo(/^Observações/)).toHaveValue('Conferência');
    expect(router.state.location.pathname).toBe(`${URL_LISTA}/${entrada}/editar`);
    expect(await estoques(p.id, p.gradeId)).toEqual({ p: 1, g: 1 });
    expect((await sql('select quantidade, observacoes from movimentacoes_estoque where id = $1', [entrada]))[0]).toEqual({ quantidade: 3, observacoes: null });
  });

  it("a movement that does not exist: 'Movimentação não encontrada' with the way back", async () => {
    const { user, router } = await renderEdit('funcionario', `${URL_LISTA}/editar/2000000000`);

    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    expect(router.state.location.pathname).toBe(URL_LISTA);
  });
});
