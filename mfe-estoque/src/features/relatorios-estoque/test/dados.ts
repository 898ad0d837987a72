/**
 * What the stock reports' integration tests arrange: a category of their own (so its totals are exactly
 * these rows) with three products, and confirmed sales written as finalizar_venda leaves them, on days in the
 * past (today's figures are other tests' business). Removed afterwards. Node-only: imported by
 * *.integration.test.tsx files alone.
 */
import { sql, unique } from '@loja/local-supabase/testing';

export interface DadosRelatorioEstoque {
  categoria: { id: number; nome: string };
  /** A category without products. */
  vazia: { id: number; nome: string };
  /** 8 units at cost 30 + 10 and price 100; 2 sold 20 days ago. */
  giro: { id: number; nome: string };
  /** 3 units at cost 20,50 and price 59,90; never sold. */
  parado: { id: number; nome: string };
  /** 2 units at cost 45 and price 120; 1 sold 120 days ago. */
  antigo: { id: number; nome: string };
  /** The shop's today (São Paulo), 'aaaa-mm-dd'. */
  hoje: string;
  /** The days of the two sales, 'aaaa-mm-dd'. */
  vendaGiro: string;
  vendaAntigo: string;
}

const vendas: number[] = [];
const produtos: number[] = [];
const categorias: number[] = [];

async function produto(nome: string, categoriaId: number, estoque: number, custo: number, compra: number, preco: number): Promise<{ id: number; nome: string }> {
  const [{ id }] = await sql<{ id: number }>(
    `insert into produtos (nome, preco_venda, preco_custo, preco_compra, estoque_atual, categoria_id) values ($1, $2, $3, $4, $5, $6) returning id::int`,
    [nome, preco, custo, compra, estoque, categoriaId],
  );
  produtos.push(id);
  return { id, nome };
}

/** A confirmed counter sale of `quantidade` units at noon (São Paulo) of `diasAtras` days before the shop's today; its day. */
async function vender(p: { id: number; nome: string }, quantidade: number, preco: number, custo: number, diasAtras: number): Promise<string> {
  const [venda] = await sql<{ id: number; dia: string }>(
    `insert into vendas (origem, status, subtotal, confirmada_em)
     values ('balcao', 'confirmada', $1, ((public._hoje_loja() - $2::integer) + time '12:00') at time zone 'America/Sao_Paulo')
     returning id::int, (public._hoje_loja() - $2::integer)::text dia`,
    [quantidade * preco, diasAtras],
  );
  vendas.push(venda.id);
  await sql(
    `insert into itens_venda (venda_id, produto_id, quantidade, preco_unitario, custo_unitario, descricao) values ($1, $2, $3, $4, $5, $6)`,
    [venda.id, p.id, quantidade, preco, custo, p.nome],
  );
  return venda.dia;
}

export async function criarDadosRelatorioEstoque(): Promise<DadosRelatorioEstoque> {
  const nomeCategoria = unique('Relatório Estoque');
  const [{ id: categoriaId }] = await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [nomeCategoria]);
  const nomeVazia = unique('Relatório Vazia');
  const [{ id: vaziaId }] = await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [nomeVazia]);
  categorias.push(categoriaId, vaziaId);
  const giro = await produto(unique('Saída Giro'), categoriaId, 8, 30, 10, 100);
  const parado = await produto(unique('Canga Parada'), categoriaId, 3, 20.5, 0, 59.9);
  const antigo = await produto(unique('Chapéu Antigo'), categoriaId, 2, 45, 0, 120);
  const vendaGiro = await vender(giro, 2, 100, 40, 20);
  const vendaAntigo = await vender(antigo, 1, 120, 45, 120);
  const [{ hoje }] = await sql<{ hoje: string }>('select public._hoje_loja()::text hoje');
  return { categoria: { id: categoriaId, nome: nomeCategoria }, vazia: { id: vaziaId, nome: nomeVazia }, giro, parado, antigo, hoje, vendaGiro, vendaAntigo };
}

export async function removerDadosRelatorioEstoque(): Promise<void> {
  const v = vendas.splice(0);
  const p = produtos.splice(0);
  const c = categorias.splice(0);
  await sql('delete from itens_venda where venda_id = any($1::bigint[])', [v]);
  await sql('delete from vendas where id = any($1::bigint[])', [v]);
  await sql('delete from produtos where id = any($1::bigint[])', [p]);
  await sql('delete from categorias where id = any($1::bigint[])', [c]);
}
