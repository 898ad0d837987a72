/**
 * The movement list against the local stack: a movement just recorded is found by a search of its
 * notes with its product, grade, badge, price and date; delete asks with the spec's confirmation and
 * gives the units back; a delete the stock refuses says why and keeps the row.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { MovimentacoesListPage } from './MovimentacoesListPage';

const URL_LISTA = '/estoque/movimentacao';
const criados: number[] = [];

afterAll(async () => {
  if (!criados.length) return;
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function produto(nome: string, grade = false) {
  const completo = unique(nome);
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 59.9, 1) returning id::int', [completo]);
  criados.push(id);
  const gradeId = grade
    ? (await sql<{ id: number }>("insert into grades_produto (produto_id, cor, tamanho) values ($1, 'Azul', 'G') returning id::int", [id]))[0].id
    : null;
  return { id, nome: completo, gradeId };
}

type Item = Record<string, string | number | null>;

/** Records through the database function as the funcionario (the responsible defaults to the caller), as the new-movement page does. */
async function registrar(itens: Item[]): Promise<{ id: number; data_movimentacao: string }[]> {
  const client = await signInAs('funcionario');
  const { data, error } = await client.rpc('registrar_movimentacoes', { p_itens: itens });
  if (error) throw new Error(error.message);
  return data;
}

const estoque = async (id: number) => (await sql<{ e: number }>('select estoque_atual::int e from produtos where id = $1', [id]))[0].e;

async function renderLista(role: DemoTipo, url = URL_LISTA) {
  const client = await signInAs(role);
  return renderWithProviders(<MovimentacoesListPage />, { client, url, path: URL_LISTA });
}

describe('MovimentacoesListPage on the local stack', () => {
  it("'Carregando movimentações...', then a fresh movement found by a search of its notes, with its grade, badge, price and date", async () => {
    const marca = unique('nf');
    const p = await produto('Bermuda Lista', true);
    const [linha] = await registrar([
      { produto_id: p.id, grade_id: p.gradeId, tipo: 'entrada', quantidade: 7, preco_unitario: 1234.5, motivo: 'Compra', observacoes: `Nota ${marca}` },
    ]);
    const net = controlledFetch();
    const held = net.hold('/rest/v1/rpc/movimentacoes_pagina');
    const client = await signInAs('funcionario', { fetch: net.fetch });
    const { user } = renderWithProviders(<MovimentacoesListPage />, { client, url: URL_LISTA, path: URL_LISTA });

    expect(await screen.findByText('Carregando movimentações...')).toBeInTheDocument();
    held.release();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), `nota ${marca}{Enter}`);

    const nota = await screen.findByText(`Nota ${marca}`);
    expect(screen.getByText(/Total de movimentações/)).toHaveTextContent('Total de movimentações: 1');
    const registro = nota.closest('li, tr') as HTMLElement;
    expect(within(registro).getByText(p.nome)).toBeInTheDocument();
    expect(registro).toHaveTextContent('Azul / G');
    expect(registro).toHaveTextContent('Entrada');
    expect(registro.textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 1.234,50');
    expect(registro).toHaveTextContent(formatDateTime(linha.data_movimentacao));
    expect(registro).toHaveTextContent('Compra');
  });

  it('delete asks first, gives the units back and says so', async () => {
    const marca = unique('excluir');
    const p = await produto('Kimono Excluir');
    const [entrada] = await registrar([{ produto_id: p.id, tipo: 'entrada', quantidade: 4, observacoes: `Excluir ${marca}` }]);
    expect(await estoque(p.id)).toBe(4);
    const { user } = await renderLista('funcionario', `${URL_LISTA}?busca=${marca}`);

    await user.click(await screen.findByRole('button', { name: `Excluir movimentação de ${p.nome}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir esta movimentação?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Movimentação excluída com sucesso')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma movimentação encontrada')).toBeInTheDocument();
    expect(await sql('select id from movimentacoes_estoque where id = $1', [entrada.id])).toEqual([]);
    expect(await estoque(p.id)).toBe(0);
  });

  it('a delete the stock refuses shows the database reason and keeps the movement', async () => {
    const marca = unique('recusa');
    const p = await produto('Pareô Recusa');
    const [entrada] = await registrar([{ produto_id: p.id, tipo: 'entrada', quantidade: 3, observacoes: `Entrada ${marca}` }]);
    await registrar([{ produto_id: p.id, tipo: 'saida', quantidade: 2, observacoes: `Venda ${marca}` }]);
    const { user } = await renderLista('funcionario', `${URL_LISTA}?busca=${marca}&tipo=entrada`);
    // Spec 001 §8: a failed delete is logged.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: `Excluir movimentação de ${p.nome}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Não foi possível excluir a movimentação')).toBeInTheDocument();
    expect(screen.getByText(`Estoque insuficiente para ${p.nome}: o estoque atual é 1 e ficaria em -2 sem esta movimentação`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText(`Entrada ${marca}`)).toBeInTheDocument();
    expect(await sql('select quantidade from movimentacoes_estoque where id = $1', [entrada.id])).toEqual([{ quantidade: 3 }]);
    expect(await estoque(p.id)).toBe(1);
    expect(log).toHaveBeenCalledWith('Erro ao excluir movimentação', expect.objectContaining({ hint: 'estoque_insuficiente' }));
    log.mockRestore();
  });

  it('read-only staff (user) see the movements without Nova Movimentação, edit or delete', async () => {
    const marca = unique('leitura');
    const p = await produto('Toalha Leitura');
    await registrar([{ produto_id: p.id, tipo: 'entrada', quantidade: 1, observacoes: `Leitura ${marca}` }]);
    await renderLista('user', `${URL_LISTA}?busca=${marca}`);

    expect(await screen.findByText(`Leitura ${marca}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova Movimentação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
  });
});
