/**
 * The Vendas report's test month (integration tests only): the first month from 1990 in which, and in the
 * month before, nothing was confirmed or exchanged (other reports' tests use 2004–2019, 2021, 2022 and 2032+).
 * Inserted straight into the tables (no till to open, no títulos: the payments are written while the sale is
 * still pendente, then it is confirmed), every figure known to the cent:
 * - day 10: A balcão, seller V1, 300,00 − 20,00 = 280,00 in Pix; B catálogo, seller V2, 150,00 paid 100,00 Pix + 50,00 Dinheiro;
 * - day 20: C balcão, no seller, 100,00 − 10,00 = 90,00 in Dinheiro;
 * - day 15: an exchange, 50,00 returned and 80,00 of new items (líquido 30,00);
 * - the day before the month (previous period): D balcão, V1, 200,00 in Pix.
 * Month: 3 sales, 520,00, ticket 173,33, discount 30,00, líquido 550,00; previous: 1 sale, 200,00.
 */
import { sql, unique } from '@loja/local-supabase/testing';

export interface CenarioVendas {
  de: string;
  ate: string;
  /** The previous period's first day (same number of days right before). */
  anteriorDe: string;
  anteriorAte: string;
  v1: string;
  v2: string;
}

const id = (linhas: { id: number }[]) => linhas[0].id;

async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('1990-01-01'::date, '2003-12-01', interval '1 month') m
      where not exists (select 1 from vendas v where v.confirmada_em >= m - interval '1 month 1 day' and v.confirmada_em < m + interval '1 month 1 day')
        and not exists (select 1 from trocas t where t.criada_em >= m - interval '1 month 1 day' and t.criada_em < m + interval '1 month 1 day')
      order by m limit 1`,
  );
  return mes;
}

async function formaId(nome: string): Promise<number> {
  return id(await sql<{ id: number }>('select id::int from formas_pagamento where nome = $1', [nome]));
}

async function venda(dia: string, origem: 'balcao' | 'catalogo', vendedor: number | null, subtotal: number, desconto: number, pagamentos: [forma: number, valor: number][], comprador: number | null = null) {
  // Pendente first (with the deadline a pendente needs), so the payments raise no títulos; a catálogo sale has its
  // buyer; made on its day, so the sales list (newest first) of other tests never shows it on top.
  const v = id(
    await sql<{ id: number }>(
      `insert into vendas (origem, status, subtotal, desconto, vendedor_id, comprador_id, reserva_expira_em, criada_em)
       values ($1, 'pendente', $2, $3, $4, $5, now() + interval '1 hour', ($6::date + time '11:00') at time zone 'America/Sao_Paulo') returning id::int`,
      [origem, subtotal, desconto, vendedor, comprador, dia],
    ),
  );
  for (const [forma, valor] of pagamentos) await sql('insert into pagamentos_venda (venda_id, forma_pagamento_id, valor) values ($1, $2, $3)', [v, forma, valor]);
  await sql(`update vendas set status = 'confirmada', reserva_expira_em = null, confirmada_em = ($2::date + time '12:00') at time zone 'America/Sao_Paulo' where id = $1`, [v, dia]);
}

export async function criarCenarioVendas(): Promise<CenarioVendas> {
  const de = await mesLivre();
  const [{ ate, anteriorDe, vespera }] = await sql<{ ate: string; anteriorDe: string; vespera: string }>(
    `select to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') ate,
            to_char(d - ((d + interval '1 month')::date - d), 'YYYY-MM-DD') "anteriorDe",
            to_char(d - 1, 'YYYY-MM-DD') vespera
       from (select $1::date d) x`,
    [de],
  );
  const dia = (n: number) => `${de.slice(0, 8)}${String(n).padStart(2, '0')}`;
  const v1 = unique('Vendedora RS Ana');
  const v2 = unique('Vendedor RS Bruno');
  const usuario = async (nome: string) => id(await sql<{ id: number }>(`insert into usuarios (nome, tipo) values ($1, 'funcionario') returning id::int`, [nome]));
  const [idV1, idV2, pix, dinheiro] = await Promise.all([usuario(v1), usuario(v2), formaId('Pix'), formaId('Dinheiro')]);
  const comprador = id(await sql<{ id: number }>(`insert into usuarios (nome, tipo) values ($1, 'cliente') returning id::int`, [unique('Cliente RS')]));

  await venda(dia(10), 'balcao', idV1, 300, 20, [[pix, 280]]);
  await venda(
    dia(10),
    'catalogo',
    idV2,
    150,
    0,
    [
      [pix, 100],
      [dinheiro, 50],
    ],
    comprador,
  );
  await venda(dia(20), 'balcao', null, 100, 10, [[dinheiro, 90]]);
  await venda(vespera, 'balcao', idV1, 200, 0, [[pix, 200]]);

  const produto = id(await sql<{ id: number }>(`insert into produtos (nome, preco_venda, preco_custo, estoque_atual) values ($1, 80, 30, 5) returning id::int`, [unique('Saída RS')]));
  const troca = id(
    await sql<{ id: number }>(
      `insert into trocas (acerto, usuario_id, valor_devolvido, valor_novo, criada_em)
       values ('pagamento', $1, 50, 80, ($2::date + time '15:00') at time zone 'America/Sao_Paulo') returning id::int`,
      [idV1, dia(15)],
    ),
  );
  await sql(`insert into trocas_itens_devolvidos (troca_id, produto_id, descricao, quantidade, valor, motivo) values ($1, $2, 'Saída', 1, 50, 'Tamanho')`, [troca, produto]);
  await sql(`insert into trocas_itens_novos (troca_id, produto_id, descricao, quantidade, preco_unitario) values ($1, $2, 'Saída', 1, 80)`, [troca, produto]);
  return { de, ate, anteriorDe, anteriorAte: vespera, v1, v2 };
}
