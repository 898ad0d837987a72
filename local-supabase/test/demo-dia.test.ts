/**
 * `npm start`'s demo day (supabase/demo-dia.sql): applied on a database of its own, exactly as a first start
 * applies it (migrations, seed, then the day), so the day keeps working as the functions it calls change, and
 * everything it did adds up: the ledger explains every unit, the cash and the títulos hold what was sold.
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate.ts';
import { sql, stack } from './support.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const banco = `demo_dia_${process.pid}`;
let client: pg.Client;
const linhas: string[] = [];

const um = async <T extends pg.QueryResultRow>(text: string): Promise<T> => (await client.query<T>(text)).rows[0];

beforeAll(async () => {
  await sql(`create database ${banco}`);
  const url = new URL(stack().databaseUrl);
  url.pathname = `/${banco}`;
  await migrate(url.toString(), ROOT, (linha) => linhas.push(linha), { demoDay: true });
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await client?.end();
  await sql(`drop database if exists ${banco} with (force)`);
});

describe('the demo day of npm start', () => {
  it('is loaded after the seed, and only when asked (the stack of the other tests has the seed alone)', async () => {
    expect(linhas).toContain('  dados de demonstração carregados (supabase/seed.sql)');
    expect(linhas.some((l) => l.includes('supabase/demo-dia.sql'))).toBe(true);
    expect(await sql(`select count(*)::int n from public.promocoes where nome = 'Semana das Cangas'`)).toEqual([{ n: 0 }]);
  });

  it('leaves the ledger explaining every unit of every product and grade', async () => {
    const produtos = await um<{ n: string }>(`
      select count(*) n from public.produtos p
       where p.estoque_atual <> (select coalesce(sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end), 0)
                                   from public.movimentacoes_estoque m where m.produto_id = p.id)`);
    const grades = await um<{ n: string }>(`
      select count(*) n from public.grades_produto g
       where g.estoque_atual <> (select coalesce(sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end), 0)
                                   from public.movimentacoes_estoque m where m.grade_id = g.id)`);
    expect([produtos.n, grades.n]).toEqual(['0', '0']);
  });

  it('sells three times at the counter from an open cash, takes a storefront order and exchanges a size', async () => {
    const caixa = await um<{ abertos: string; vendas: string; dinheiro: string }>(`
      select (select count(*) from public.caixas where fechado_em is null) abertos,
             (select count(*) from public.vendas v where v.caixa_id is not null and v.status = 'confirmada') vendas,
             (select sum(case tipo when 'troco' then -valor else valor end) from public.movimentos_caixa
               where forma_pagamento_id = (select id from public.formas_pagamento where tipo = 'dinheiro')) dinheiro`);
    expect(caixa.abertos).toBe('1');
    expect(caixa.vendas).toBe('3');
    // The cash sale: two cangas at 15 % off; the drawer holds their promotional price, the change handed back.
    const cangas = await um<{ total: string; promovidas: string }>(`
      select sum(i.preco_unitario * i.quantidade) total, count(i.promocao_id) promovidas
        from public.itens_venda i
       where i.venda_id in (select p.venda_id from public.pagamentos_venda p
                             where p.forma_pagamento_id = (select id from public.formas_pagamento where tipo = 'dinheiro'))`);
    expect(cangas).toEqual({ total: caixa.dinheiro, promovidas: '2' });
    const pedido = await um<{ n: string }>(`select count(*) n from public.vendas where origem = 'catalogo'`);
    expect(pedido.n).toBe('1');
    const troca = await um<{ n: string }>(`select count(*) n from public.trocas`);
    expect(troca.n).toBe('1');
  });

  it('receives half an order at its cost, with its título a pagar, and keeps a quote and the rent', async () => {
    const compras = await um<{ situacoes: string }>(`select string_agg(situacao, ',' order by id) situacoes from public.compras`);
    expect(compras.situacoes).toBe('parcial,pendente');
    const recebido = await um<{ total: string; titulo: string }>(`
      select r.total, (select sum(t.valor) from public.titulos t where t.origem = 'compra' and t.origem_id = r.compra_id) titulo
        from public.recebimentos_compra r`);
    expect(recebido.titulo).toBe(recebido.total);
    const aluguel = await um<{ n: string; soma: string }>(`select count(*) n, sum(valor) soma from public.titulos where descricao like 'Aluguel da loja%'`);
    expect(aluguel).toEqual({ n: '12', soma: '42000.00' });
  });

  it('runs a promotion whose "de" price is the real regular one, and counts the hats', async () => {
    const canga = await um<{ preco_regular: string; preco_atual: string; preco_de: string | null }>(
      `select preco_regular, preco_atual, preco_de from public._preco_do_produto(39)`,
    );
    expect(canga.preco_de).toBe(canga.preco_regular);
    expect(Number(canga.preco_atual)).toBeLessThan(Number(canga.preco_regular));
    const contagem = await um<{ situacao: string; contados: string }>(`
      select b.status as situacao, (select sum(c.quantidade) from public.balanco_contagens c where c.balanco_id = b.id) contados from public.balancos b`);
    expect(contagem).toEqual({ situacao: 'aberto', contados: '5' });
  });
});
