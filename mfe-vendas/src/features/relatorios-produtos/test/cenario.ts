/**
 * The product reports' test month (integration tests only): the first month from 2004 in which nothing was
 * confirmed or exchanged, and in it three sales whose every figure is known to the cent. Two new categories
 * (X and Y) and three products:
 * - P1 (X), grades Azul/P, Azul/M, Rosa/P, R$ 100,00 (cost 40,00): 3 × Azul/P and 1 × Azul/M in sale 1, 2 × Rosa/P
 *   in sale 2, whose R$ 20,00 discount on 200,00 leaves 180,00 → 6 units, receita 580, custo 240, margem 340.
 * - P2 (Y), no grade, R$ 500,00 (cost 100,00): 1 in sale 1 → receita 500, margem 400.
 * - P3 (X), no grade, R$ 10,00 (cost 8,00): 5 in sale 3 → receita 50, margem 10.
 * Totals: 12 units, receita 1.130,00, custo 380,00, margem 750,00 (66,37 %).
 */
import { sql, unique } from '@loja/local-supabase/testing';

export interface Cenario {
  de: string;
  ate: string;
  categoriaX: { id: number; nome: string };
  categoriaY: { id: number; nome: string };
  p1: { id: number; nome: string };
  p2: { id: number; nome: string };
  p3: { id: number; nome: string };
}

async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('2004-01-01'::date, '2019-12-01', interval '1 month') m
      where not exists (select 1 from vendas v where v.confirmada_em >= m - interval '1 day' and v.confirmada_em < m + interval '1 month 1 day')
        and not exists (select 1 from trocas t where t.criada_em >= m - interval '1 day' and t.criada_em < m + interval '1 month 1 day')
      order by m limit 1`,
  );
  return mes;
}

const id = (linhas: { id: number }[]) => linhas[0].id;

async function venda(dia: string, subtotal: number, desconto: number, linhas: [produto: number, grade: number | null, quantidade: number, preco: number, custo: number][]) {
  const v = id(
    await sql<{ id: number }>(
      `insert into vendas (origem, status, subtotal, desconto, confirmada_em)
       values ('balcao', 'confirmada', $1, $2, ($3::date + time '12:00') at time zone 'America/Sao_Paulo') returning id::int`,
      [subtotal, desconto, dia],
    ),
  );
  for (const [produto, grade, quantidade, preco, custo] of linhas) {
    await sql(
      `insert into itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, custo_unitario, descricao) values ($1, $2, $3, $4, $5, $6, 'Item')`,
      [v, produto, grade, quantidade, preco, custo],
    );
  }
}

export async function criarCenario(): Promise<Cenario> {
  const inicio = await mesLivre();
  const ate = (await sql<{ ate: string }>(`select to_char(($1::date + interval '1 month' - interval '1 day'), 'YYYY-MM-DD') ate`, [inicio]))[0].ate;
  const dia = `${inicio.slice(0, 8)}10`;
  const categoria = async (nome: string) => ({ id: id(await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [nome])), nome });
  const categoriaX = await categoria(unique('Cat RV X'));
  const categoriaY = await categoria(unique('Cat RV Y'));
  const produto = async (nome: string, preco: number, custo: number, categoriaId: number) => ({
    id: id(
      await sql<{ id: number }>('insert into produtos (nome, preco_venda, preco_custo, estoque_atual, categoria_id) values ($1, $2, $3, 10, $4) returning id::int', [
        nome,
        preco,
        custo,
        categoriaId,
      ]),
    ),
    nome,
  });
  const p1 = await produto(unique('Biquíni RV'), 100, 40, categoriaX.id);
  const p2 = await produto(unique('Saída RV'), 500, 100, categoriaY.id);
  const p3 = await produto(unique('Canga RV'), 10, 8, categoriaX.id);
  const grades = await sql<{ id: number }>(
    `insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 10), ($1, 'Azul', 'M', 10), ($1, 'Rosa', 'P', 10) returning id::int`,
    [p1.id],
  );
  const [azulP, azulM, rosaP] = grades.map((g) => g.id);
  await venda(dia, 900, 0, [
    [p1.id, azulP, 3, 100, 40],
    [p1.id, azulM, 1, 100, 40],
    [p2.id, null, 1, 500, 100],
  ]);
  await venda(dia, 200, 20, [[p1.id, rosaP, 2, 100, 40]]);
  await venda(dia, 50, 0, [[p3.id, null, 5, 10, 8]]);
  return { de: inicio, ate, categoriaX, categoriaY, p1, p2, p3 };
}
