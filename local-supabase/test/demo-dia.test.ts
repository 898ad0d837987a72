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

/** The demo day's rows among the history's: its cash session is the open one, its rows are stamped today. */
const ABERTO = '(select id from public.caixas where fechado_em is null)';
const HOJE = (coluna: string) => `(${coluna} at time zone 'America/Sao_Paulo')::date = public._hoje_loja()`;

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
    // The history comes first, and says how long it took (npm start's first start waits for it).
    const historia = linhas.findIndex((l) => l.includes('supabase/demo-historia.sql'));
    expect(historia).toBeGreaterThan(-1);
    expect(historia).toBeLessThan(linhas.findIndex((l) => l.includes('supabase/demo-dia.sql')));
    // Other files date their own sales back, so the history is told by its own bills, not by old sales.
    expect(await sql(`select count(*)::int n from public.titulos where descricao in ('Conserto do ar-condicionado', 'Honorários do contador')`)).toEqual([{ n: 0 }]);
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
             (select count(*) from public.vendas v where v.caixa_id = ${ABERTO} and v.status = 'confirmada') vendas,
             (select sum(case tipo when 'troco' then -valor else valor end) from public.movimentos_caixa
               where caixa_id = ${ABERTO} and forma_pagamento_id = (select id from public.formas_pagamento where tipo = 'dinheiro')) dinheiro`);
    expect(caixa.abertos).toBe('1');
    expect(caixa.vendas).toBe('3');
    // The cash sale: two cangas at 15 % off; the drawer holds their promotional price, the change handed back.
    const cangas = await um<{ total: string; promovidas: string }>(`
      select sum(i.preco_unitario * i.quantidade) total, count(i.promocao_id) promovidas
        from public.itens_venda i
       where i.venda_id in (select p.venda_id from public.pagamentos_venda p join public.vendas v on v.id = p.venda_id
                             where v.caixa_id = ${ABERTO} and p.forma_pagamento_id = (select id from public.formas_pagamento where tipo = 'dinheiro'))`);
    expect(cangas).toEqual({ total: caixa.dinheiro, promovidas: '2' });
    const pedido = await um<{ n: string }>(`select count(*) n from public.vendas where origem = 'catalogo' and status = 'pendente'`);
    expect(pedido.n).toBe('1');
    const troca = await um<{ n: string }>(`select count(*) n from public.trocas where ${HOJE('criada_em')}`);
    expect(troca.n).toBe('1');
  });

  it('receives half an order at its cost, with its título a pagar, and keeps a quote and the rent', async () => {
    const compras = await um<{ situacoes: string }>(`select string_agg(situacao, ',' order by id) situacoes from public.compras where ${HOJE('criado_em')}`);
    expect(compras.situacoes).toBe('parcial,pendente');
    const recebido = await um<{ total: string; titulo: string }>(`
      select r.total, (select sum(t.valor) from public.titulos t where t.origem = 'compra' and t.origem_id = r.compra_id) titulo
        from public.recebimentos_compra r where ${HOJE('recebido_em')}`);
    expect(recebido.titulo).toBe(recebido.total);
    const aluguel = await um<{ n: string; soma: string }>(`select count(*) n, sum(valor) soma from public.titulos where descricao like 'Aluguel da loja%' and vencimento > public._hoje_loja()`);
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

type Json = Record<string, unknown>;
type Relatorio = { totais: Json; totais_anterior: Json | null; linhas: Json[]; pagina: { total_linhas: number } };
/** Money (a text "123.45" or a number) in centavos, so sums are exact. */
const c = (valor: unknown): number => Math.round(Number(valor ?? 0) * 100);

/** Calls the reports and the screens' functions as the read-only staff login (as the gateway would), then rolls back. */
async function comoLeitura<T>(fn: (chamar: <R = Relatorio>(nome: string, args?: Record<string, unknown>) => Promise<R>) => Promise<T>): Promise<T> {
  await client.query('begin isolation level repeatable read read only');
  try {
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: '00000000-0000-4000-8000-000000000003', role: 'authenticated' }),
    ]);
    await client.query('set local role authenticated');
    return await fn(async <R,>(nome: string, args: Record<string, unknown> = {}) => {
      const chaves = Object.keys(args);
      const { rows } = await client.query<{ r: R }>(
        `select public.${nome}(${chaves.map((k, i) => `${k} => $${i + 1}`).join(', ')}) as r`,
        chaves.map((k) => args[k]),
      );
      return rows[0].r;
    });
  } finally {
    await client.query('rollback');
  }
}

describe('the eight weeks before the demo day (supabase/demo-historia.sql)', () => {
  it('sells some 200 times in closed cash sessions, by two sellers, in four payment forms; exchanges, purchases and bills', async () => {
    const h = await um<{ vendas: string; catalogo: string; vendedores: string; formas: string; dias: string; abertos: string; diferencas: string }>(`
      select count(*) vendas, count(*) filter (where v.origem = 'catalogo') catalogo, count(distinct v.vendedor_id) vendedores,
             (select count(distinct p.forma_pagamento_id) from public.pagamentos_venda p join public.vendas w on w.id = p.venda_id
               where not ${HOJE('w.criada_em')}) formas,
             count(distinct (v.criada_em at time zone 'America/Sao_Paulo')::date) dias,
             (select count(*) from public.caixas where fechado_em is null) abertos,
             (select count(*) from public.caixas where fechado_em is not null and diferenca <> 0) diferencas
        from public.vendas v where v.status = 'confirmada' and not ${HOJE('v.criada_em')}`);
    expect(Number(h.vendas)).toBeGreaterThanOrEqual(150);
    expect(Number(h.vendas)).toBeLessThanOrEqual(300);
    expect(Number(h.catalogo)).toBeGreaterThan(0);
    expect([h.vendedores, h.formas, h.dias, h.abertos, h.diferencas]).toEqual(['2', '4', '56', '1', '0']);
    const trocas = await um<{ motivos: string }>(`
      select string_agg(distinct d.motivo, ',' order by d.motivo) motivos from public.trocas_itens_devolvidos d
        join public.trocas t on t.id = d.troca_id where not ${HOJE('t.criada_em')}`);
    expect(trocas.motivos).toBe('Cor,Defeito,Tamanho');
    const compras = await um<{ recebidas: string }>(`select count(*) recebidas from public.compras where situacao = 'recebido'`);
    expect(compras.recebidas).toBe('2');
    // Títulos paid and open on both sides, one bill overdue; every baixa of the history on a past day.
    const titulos = await um<{ pagos: string; abertos: string; vencidos: string; baixas_futuras: string }>(`
      select count(distinct lado) filter (where status = 'pago') pagos, count(distinct lado) filter (where status = 'aberto') abertos,
             count(*) filter (where lado = 'pagar' and public.situacao_titulo(status, vencimento) = 'vencido') vencidos,
             (select count(*) from public.baixas where data > public._hoje_loja()) baixas_futuras
        from public.titulos`);
    expect(titulos).toEqual({ pagos: '2', abertos: '2', vencidos: '1', baixas_futuras: '0' });
  });

  it('is moved back whole: no cell of the ledger below zero in date order, each event inside its cash session, the kept totals = the rows', async () => {
    const negativas = await um<{ n: string }>(`
      select count(*) n from (
        select sum(case tipo when 'entrada' then quantidade else -quantidade end)
                 over (partition by produto_id, grade_id order by data_movimentacao, id) saldo
          from public.movimentacoes_estoque) x
       where x.saldo < 0`);
    expect(negativas.n).toBe('0');
    const fora = await um<Record<string, string>>(`
      select (select count(*) from public.vendas v join public.caixas c on c.id = v.caixa_id
               where v.confirmada_em < c.aberto_em or v.confirmada_em > coalesce(c.fechado_em, 'infinity')) vendas,
             (select count(*) from public.movimentacoes_estoque m join public.vendas v on v.id = m.venda_id
               where m.troca_id is null and abs(extract(epoch from m.data_movimentacao - v.confirmada_em)) > 60) razao,
             (select count(*) from public.titulos t join public.vendas v on v.id = t.origem_id
               where t.origem = 'venda' and t.emissao <> (v.confirmada_em at time zone 'America/Sao_Paulo')::date) titulos,
             (select count(*) from public.baixas b join public.titulos t on t.id = b.titulo_id where b.data < t.emissao) baixas,
             (select count(*) from public.trocas t join public.vendas v on v.id = t.venda_id where t.criada_em < v.confirmada_em) trocas`);
    expect(fora).toEqual({ vendas: '0', razao: '0', titulos: '0', baixas: '0', trocas: '0' });
    // What the triggers keep by date (the sales list's, the finance lists' and the fluxo de caixa's totals) is what
    // the rows hold, day by day.
    const resumos = await um<Record<string, string>>(`
      select (select count(*) from (
                select (criada_em at time zone 'America/Sao_Paulo')::date, origem, status, count(*), sum(total) from public.vendas group by 1, 2, 3
                except
                select dia, origem, status, sum(quantidade), sum(valor) from public.vendas_resumo_dia group by 1, 2, 3 having sum(quantidade) <> 0) x) vendas,
             (select count(*) from (
                select lado, categoria_id, vencimento, status, count(*), sum(valor), sum(saldo) from public.titulos group by 1, 2, 3, 4
                except
                select lado, categoria_id, vencimento, status, sum(quantidade), sum(valor), sum(saldo) from public.titulos_resumo
                 group by 1, 2, 3, 4 having sum(quantidade) <> 0) x) titulos,
             (select count(*) from (
                select b.data, b.conta_financeira_id, coalesce(b.lado, t.lado), sum(b.valor_movimentado)
                  from public.baixas b join public.titulos t on t.id = b.titulo_id
                 where b.estornada_em is null and b.conta_financeira_id is not null group by 1, 2, 3
                except
                select data, conta_financeira_id, lado, sum(valor)
                  from (select data, conta_financeira_id, lado, valor from public.fluxo_resumo
                        union all select data, conta_financeira_id, lado, valor from public.fluxo_deltas) r group by 1, 2, 3) x) fluxo`);
    expect(resumos).toEqual({ vendas: '0', titulos: '0', fluxo: '0' });
  });

  it('every month of it: relatorio_vendas = the DRE = the sales list; this month = the dashboard; the previous period has data', async () => {
    await comoLeitura(async (chamar) => {
      const { rows } = await client.query<{ de: string; ate: string; mes: string }>(`
        select greatest(m, public._hoje_loja() - 56)::text de, least((m + interval '1 month')::date - 1, public._hoje_loja())::text ate, m::text mes
          from generate_series(date_trunc('month', public._hoje_loja() - 56), public._hoje_loja(), interval '1 month') g(t), lateral (select t::date m) x`);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const periodo of rows) {
        const inteiro = { p_de: periodo.mes, p_ate: periodo.ate };
        const vendas = await chamar('relatorio_vendas', { ...inteiro, p_agrupar: 'mes' });
        expect(Number(vendas.totais.vendas)).toBeGreaterThan(0);
        const dre = await chamar<Json>('dre_mensal', { p_mes: periodo.mes });
        expect([periodo.mes, dre.vendas_quantidade]).toEqual([periodo.mes, vendas.totais.vendas]);
        expect(c((dre.receita_bruta as Json).vendas)).toBe(c(vendas.totais.faturamento));
        const lista = await chamar<Json>('vendas_pagina', { ...inteiro, p_situacao: 'confirmada' });
        expect(lista.total).toBe(vendas.totais.vendas);
        expect(c(lista.valor_confirmado)).toBe(c(vendas.totais.faturamento));
        const dia = await chamar('relatorio_vendas', { ...inteiro, p_agrupar: 'dia' });
        expect(dia.linhas.reduce((s, l) => s + c(l.faturamento), 0)).toBe(c(vendas.totais.faturamento));
      }
      const atual = rows[rows.length - 1];
      const mes = await chamar('relatorio_vendas', { p_de: atual.mes, p_ate: atual.ate, p_agrupar: 'mes' });
      const painel = await chamar<Json>('dashboard_vendas');
      expect(painel.vendas_mes).toBe(mes.totais.vendas);
      expect(c(painel.faturamento_mes)).toBe(c(mes.totais.faturamento));
      // The dashboard's 30-day chart = the report per day over the same days.
      const porDia = painel.por_dia as { dia: string; vendas: number; total: string }[];
      const dias = await chamar('relatorio_vendas', { p_de: porDia[0].dia, p_ate: atual.ate, p_agrupar: 'dia' });
      expect(dias.linhas.map((l) => [l.chave, l.vendas, l.faturamento])).toEqual(porDia.map((d) => [d.dia, d.vendas, d.total]));
      expect(porDia.filter((d) => d.vendas > 0).length).toBeGreaterThanOrEqual(28);

      // The Vendas report over the last 28 days compares with the 28 before: both full.
      const { rows: [ultimos] } = await client.query<{ de: string; ate: string }>(
        `select (public._hoje_loja() - 28)::text de, (public._hoje_loja() - 1)::text ate`,
      );
      const comparado = await chamar('relatorio_vendas', { p_de: ultimos.de, p_ate: ultimos.ate, p_agrupar: 'semana' });
      expect(Number(comparado.totais.vendas)).toBeGreaterThan(50);
      expect(Number(comparado.totais_anterior?.vendas)).toBeGreaterThan(50);
    });
  });

  it('the products reports, stock, títulos and fluxo de caixa agree with the screens over the history', async () => {
    await comoLeitura(async (chamar) => {
      const { rows: [p] } = await client.query<{ de: string; ate: string }>(
        `select (public._hoje_loja() - 56)::text de, public._hoje_loja()::text ate`,
      );
      const periodo = { p_de: p.de, p_ate: p.ate };
      const mais = await chamar('relatorio_mais_vendidos', periodo);
      const margem = await chamar('relatorio_margem', { ...periodo, p_agrupar: 'categoria' });
      const abc = await chamar('relatorio_curva_abc', { ...periodo, p_criterio: 'receita', p_limite: 50000, p_pagina: 1 });
      expect(Number(mais.totais.unidades)).toBeGreaterThan(200);
      expect(margem.totais.unidades).toBe(mais.totais.unidades);
      expect(c(margem.totais.receita)).toBe(c(mais.totais.receita));
      expect(new Set(abc.linhas.map((l) => l.classe))).toEqual(new Set(['A', 'B', 'C']));

      // Estoque valorizado's units = the stock screen's; its giro reads the last 90 days of sales.
      const estoque = await chamar('relatorio_estoque_valorizado', { p_limite: 50000, p_pagina: 1 });
      const { rows: tela } = await client.query<{ id: string; estoque_atual: number }>('select id, estoque_atual from public.estoque_produtos');
      const relatorio = new Map(estoque.linhas.map((l) => [String(l.chave), Number(l.unidades)]));
      for (const t of tela) expect([t.id, relatorio.get(t.id)]).toEqual([t.id, t.estoque_atual]);
      expect(estoque.linhas.some((l) => Number(l.giro) > 0)).toBe(true);

      // Títulos = the contas a receber / a pagar lists; the fluxo de caixa's realised money = the history's baixas.
      const titulos = await chamar('relatorio_titulos', { ...periodo, p_limite: 50000, p_pagina: 1 });
      const totais = titulos.totais as Record<string, Json>;
      for (const lado of ['receber', 'pagar']) {
        const lista = await chamar<Json>('titulos_pagina', { p_lado: lado, p_vencimento_de: p.de, p_vencimento_ate: p.ate });
        expect(lista.total).toBe(Number(totais[lado].titulos) + Number(totais[lado].cancelados));
        expect(c(lista.aberto)).toBe(c(totais[lado].saldo));
        expect(c(lista.vencido)).toBe(c(totais[lado].vencido));
        expect(c(lista.pago)).toBe(c(totais[lado].pago));
      }
      const fluxo = await chamar<{ totais: Json }>('fluxo_caixa', { ...periodo, p_agrupar: 'dia' });
      const { rows: [baixas] } = await client.query<{ entradas: string; saidas: string }>(`
        select coalesce(sum(b.valor_movimentado) filter (where coalesce(b.lado, t.lado) = 'receber'), 0) entradas,
               coalesce(sum(b.valor_movimentado) filter (where coalesce(b.lado, t.lado) = 'pagar'), 0) saidas
          from public.baixas b join public.titulos t on t.id = b.titulo_id
         where b.estornada_em is null and b.conta_financeira_id is not null and b.data between $1 and $2`, [p.de, p.ate]);
      expect([c(fluxo.totais.entradas), c(fluxo.totais.saidas)]).toEqual([c(baixas.entradas), c(baixas.saidas)]);
      expect(c(fluxo.totais.saidas)).toBeGreaterThan(0);
    });
  });
});
