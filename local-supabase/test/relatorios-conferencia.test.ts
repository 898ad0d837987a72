/**
 * Issue 28, "they agree to the cent with the sales, finance and stock screens": each relatorio_* function
 * against the functions the screens call —
 * - the sales list (/vendas/vendas): vendas_pagina's `total` / `valor_confirmado`;
 * - the caixa (/vendas/caixa): resumo_caixa's `por_forma`;
 * - contas a receber / a pagar: titulos_pagina's `total`, `aberto`, `vencido`, `pago`;
 * - fluxo de caixa and DRE: fluxo_caixa and dre_mensal;
 * - the stock screen (/estoque/produtos): the view estoque_produtos (estoque_atual per product), and the product
 *   register's list (/cadastros/produtos: produtos_lista);
 * - the dashboard: dashboard_vendas (vendas_mes, faturamento_mes, por_dia).
 *
 * Every comparison reads all its figures in ONE read-only REPEATABLE READ transaction as the read-only staff
 * login (`user`, as PostgREST runs a request: role authenticated + its JWT claims), so a sale, exchange or
 * movement committed by anyone meanwhile is in all of them or in none. Two layers:
 * - August 2022, a month no other file uses: sales, exchanges and títulos made here through the screens'
 *   functions (finalizar_venda, registrar_troca, criar_titulo, baixar_titulo) and then moved into it, so the
 *   figures are also known to the cent;
 * - the current month (and the stock now) over the whole database — the seed plus whatever the other files
 *   left — where only what holds by definition is compared.
 */
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, fecharCaixasAbertos, formaId, novoCpf, sql, stack, unique } from './support.ts';

type Json = Record<string, unknown>;
interface Totais {
  [chave: string]: unknown;
}
interface Resposta {
  linhas: Json[];
  totais: Totais;
  pagina: { total_linhas: number };
}
/** Calls a database function by name with named arguments inside the snapshot. */
type Chamar = <T = Resposta>(fn: string, args?: Record<string, unknown>) => Promise<T>;

const MES = { p_de: '2022-08-01', p_ate: '2022-08-31' };
const TUDO = { p_limite: 50000 };

/** Money (a text "123.45" or a number) in centavos, so sums are exact. */
const c = (valor: unknown): number => Math.round(Number(valor ?? 0) * 100);
const soma = (linhas: Json[], chave: string) => linhas.reduce((s, l) => s + c(l[chave]), 0);

let funcionario: SupabaseClient;
let admin: SupabaseClient;
let userAuthId = '';

/**
 * Runs `fn` in one read-only REPEATABLE READ transaction as the `user` login (what the gateway does for a
 * request: set the JWT claims, switch to the authenticated role), then rolls back.
 */
async function numInstante<T>(fn: (chamar: Chamar, consulta: <R extends pg.QueryResultRow>(texto: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userAuthId, role: 'authenticated' })]);
    await client.query('set local role authenticated');
    const chamar: Chamar = async <R,>(nome: string, args: Record<string, unknown> = {}) => {
      const chaves = Object.keys(args);
      const { rows } = await client.query<{ r: R }>(
        `select public.${nome}(${chaves.map((k, i) => `${k} => $${i + 1}`).join(', ')}) as r`,
        chaves.map((k) => args[k]),
      );
      return rows[0].r;
    };
    const consulta = async <R extends pg.QueryResultRow>(texto: string, params: unknown[] = []) => (await client.query<R>(texto, params)).rows;
    return await fn(chamar, consulta);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

async function rpc<T>(quem: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await quem.rpc(fn, args);
  expect(error).toBeNull();
  return data as T;
}

const m = { categoria: 0, x: 0, xP: 0, xM: 0, y: 0, z: 0, w: 0, cliente: 0, s1: 0, s2: 0, s3: 0, troca1: 0, troca2: 0, devolvidoDefeito: 0, dinheiroDevolvido: 0 };
/** What s4 (the sale left today) paid by Pix, in centavos: in the caixa, not in August 2022. */
const PIX_HOJE = 8500;

beforeAll(async () => {
  await fecharCaixasAbertos();
  [funcionario, admin] = await Promise.all([clientAs('funcionario'), clientAs('admin')]);
  userAuthId = (await sql<{ id: string }>('select id from auth.users where email = $1', [demoLogin('user').email]))[0].id;
  expect((await admin.rpc('abrir_caixa', { p_valor_abertura: 50 })).error).toBeNull();

  // A category of our own; X R$ 80,00 (cost 20 + 12) with grades Branco/P and Branco/M, Y R$ 45,90 (cost 15,30),
  // Z R$ 19,99 (cost 7), and W inactive with 7 units (the stock report lists it, the stock screen does not).
  m.categoria = Number((await sql<{ id: string }>('insert into public.categorias (nome) values ($1) returning id', [unique('Conferência')]))[0].id);
  const produto = async (nome: string, preco: number, custo: number, compra: number, estoque: number, ativo = true) =>
    Number(
      (
        await sql<{ id: string }>(
          `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, estoque_atual, categoria_id, ativo)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [unique(nome), preco, custo, compra, estoque, m.categoria, ativo],
        )
      )[0].id,
    );
  m.x = await produto('Biquíni Conferência', 80, 20, 12, 0);
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Branco', 'P', 5), ($1, 'Branco', 'M', 5) returning id`,
    [m.x],
  );
  [m.xP, m.xM] = grades.map((g) => Number(g.id));
  m.y = await produto('Saída Conferência', 45.9, 15.3, 0, 10);
  m.z = await produto('Tiara Conferência', 19.99, 7, 0, 10);
  m.w = await produto('Canga Conferência', 30, 9, 0, 7, false);
  m.cliente = Number(
    (await sql<{ id: string }>(`insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-1234', 'iara@example.com') returning id`, [unique('Iara Conferência'), novoCpf()]))[0].id,
  );

  const vender = async (itens: unknown[], pagamentos: [string, number][], extra: Record<string, unknown> = {}) => {
    const p_pagamentos = [];
    for (const [forma, valor] of pagamentos) p_pagamentos.push({ forma_pagamento_id: await formaId(forma), valor });
    return (await rpc<{ id: number }>(funcionario, 'finalizar_venda', { p_itens: itens, p_pagamentos, ...extra })).id;
  };
  // s1 (the customer): 2 × X/P + 1 × Y = 205,90: Pix 100 + cash 105,90.
  m.s1 = await vender(
    [
      { produto_id: m.x, grade_id: m.xP, quantidade: 2 },
      { produto_id: m.y, quantidade: 1 },
    ],
    [
      ['Pix', 100],
      ['Dinheiro', 105.9],
    ],
    { p_cliente_id: m.cliente },
  );
  // s2 (consumidor final): 1 × X/M + 3 × Z with 1,97 off the line = 138,00, − 3,33 on the sale = 134,67 by credit card
  // (a discount that does not split evenly over the lines: the reports spread it in proportion, unrounded).
  m.s2 = await vender(
    [
      { produto_id: m.x, grade_id: m.xM, quantidade: 1 },
      { produto_id: m.z, quantidade: 3, desconto: 1.97 },
    ],
    [['Cartão de crédito', 134.67]],
    { p_desconto: 3.33 },
  );
  // s3: cancelled, counted in no figure (the sales list counts it in its total of any situation).
  m.s3 = await vender([{ produto_id: m.y, quantidade: 1 }], [['Pix', 45.9]]);
  expect((await admin.rpc('cancelar_venda', { p_venda_id: m.s3, p_motivo: 'Lançada em dobro' })).error).toBeNull();

  // Exchange 1 on s1: an X/P back (Tamanho) for an X/M, same value, nothing to pay.
  const [linhaP] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1 and grade_id = $2', [m.s1, m.xP]);
  const troca1 = await rpc<{ id: number; valor_devolvido: number; valor_novo: number }>(funcionario, 'registrar_troca', {
    p_venda_id: m.s1,
    p_devolvidos: [{ item_venda_id: Number(linhaP.id), quantidade: 1, motivo: 'Tamanho' }],
    p_novos: [{ produto_id: m.x, grade_id: m.xM, quantidade: 1 }],
  });
  expect(troca1).toMatchObject({ valor_devolvido: 80, valor_novo: 80 });
  // Exchange 2 on s2: a Z back with a defect, its value paid back in cash from the caixa by the admin (its cost stays
  // a loss: no CMV comes back). Cash, not a vale: a vale-troca's exchange would be found by trocas.test.ts's search
  // for its own code's digits among the vale exchanges.
  const [linhaZ] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1 and produto_id = $2', [m.s2, m.z]);
  const troca2 = await rpc<{ id: number; valor_devolvido: number; acerto: string }>(admin, 'registrar_troca', {
    p_venda_id: m.s2,
    p_devolvidos: [{ item_venda_id: Number(linhaZ.id), quantidade: 1, motivo: 'Defeito', com_defeito: true }],
    p_acerto: 'dinheiro',
  });
  expect(troca2.acerto).toBe('dinheiro');
  Object.assign(m, { troca1: troca1.id, troca2: troca2.id, devolvidoDefeito: c(troca2.valor_devolvido) });
  // s4 stays today (so the current month has a sale and an exchange of this file even when it runs alone):
  // 1 × Y + 2 × Z = 85,88, − 0,88 = 85,00 by Pix; then a Z back (Cor, restocked), paid back in cash.
  const s4 = await vender(
    [
      { produto_id: m.y, quantidade: 1 },
      { produto_id: m.z, quantidade: 2 },
    ],
    [['Pix', 85]],
    { p_desconto: 0.88, p_cliente_id: m.cliente },
  );
  const [linhaZ4] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1 and produto_id = $2', [s4, m.z]);
  const troca3 = await rpc<{ valor_devolvido: number }>(admin, 'registrar_troca', {
    p_venda_id: s4,
    p_devolvidos: [{ item_venda_id: Number(linhaZ4.id), quantidade: 1, motivo: 'Cor' }],
    p_acerto: 'dinheiro',
  });
  m.dinheiroDevolvido = c(troca2.valor_devolvido) + c(troca3.valor_devolvido);

  // Into August 2022: the sales (created and confirmed the same day, as at the counter), the exchanges.
  const mover = (id: number, quando: string) =>
    sql(
      `update public.vendas set criada_em = $2::timestamptz, confirmada_em = case when confirmada_em is not null then $2::timestamptz end,
              cancelada_em = case when cancelada_em is not null then $2::timestamptz + interval '1 hour' end where id = $1`,
      [id, quando],
    );
  await mover(m.s1, '2022-08-05 11:00:00-03');
  // 22:30 in São Paulo on the 31st is already September in UTC: still August for the shop.
  await mover(m.s2, '2022-08-31 22:30:00-03');
  await mover(m.s3, '2022-08-12 10:00:00-03');
  await sql(`update public.trocas set criada_em = '2022-08-20 15:00:00-03' where id = any($1)`, [[m.troca1, m.troca2]]);

  // Títulos due in August 2022: a receivable of 300 (120 received on the 10th), a payable of 500,50 paid on the 25th,
  // a payable of 75 cancelled.
  const categoria = async (codigo: string) => Number((await sql<{ id: string }>('select id from public.categorias_financeiras where codigo = $1', [codigo]))[0].id);
  const contaPix = Number((await sql<{ id: string }>(`select id from public.contas_financeiras where nome = 'Conta Pix'`))[0].id);
  const criar = async (args: Record<string, unknown>) =>
    (await rpc<{ titulos: { id: number }[] }>(funcionario, 'criar_titulo', { p_emissao: '2022-08-01', p_competencia: '2022-08-01', ...args })).titulos[0].id;
  const receber = await criar({ p_lado: 'receber', p_descricao: unique('Crediário Conferência'), p_valor: 300, p_categoria_id: await categoria('outras_receitas'), p_vencimento: '2022-08-15', p_cliente_id: m.cliente });
  const pagar = await criar({ p_lado: 'pagar', p_descricao: unique('Aluguel Conferência'), p_valor: 500.5, p_categoria_id: await categoria('aluguel'), p_vencimento: '2022-08-25' });
  const cancelado = await criar({ p_lado: 'pagar', p_descricao: unique('Energia Conferência'), p_valor: 75, p_categoria_id: await categoria('energia'), p_vencimento: '2022-08-28' });
  await rpc(funcionario, 'baixar_titulo', { p_titulo_id: receber, p_valor: 120, p_data: '2022-08-10', p_conta_financeira_id: contaPix });
  await rpc(funcionario, 'baixar_titulo', { p_titulo_id: pagar, p_valor: 500.5, p_data: '2022-08-25', p_conta_financeira_id: contaPix });
  await rpc(funcionario, 'cancelar_titulo', { p_titulo_id: cancelado, p_motivo: 'Lançado em dobro' });
});
afterAll(fecharCaixasAbertos);

describe('August 2022 (only what this file made): every report against the screens, to the cent', () => {
  it('relatorio_vendas = the sales list’s totals = the DRE’s receita; the exchanges as the DRE counts them', async () => {
    await numInstante(async (chamar) => {
      const vendas = await chamar('relatorio_vendas', { ...MES, p_agrupar: 'mes' });
      expect(vendas.totais).toMatchObject({ vendas: 2, faturamento: '340.57', desconto: '5.30' });
      const trocas = vendas.totais.trocas as Totais;
      expect(c(trocas.novos)).toBe(8000);
      expect(c(trocas.devolvido)).toBe(8000 + m.devolvidoDefeito);

      // The sales list filters by the day the sale was created (criada_em) and the reports by the day it was
      // confirmed: the same day here (counter sales), not for a storefront order confirmed on a later day.
      const confirmadas = await chamar<Json>('vendas_pagina', { ...MES, p_situacao: 'confirmada' });
      expect(confirmadas).toMatchObject({ total: vendas.totais.vendas });
      expect(c(confirmadas.valor_confirmado)).toBe(c(vendas.totais.faturamento));
      const todas = await chamar<Json>('vendas_pagina', MES);
      expect(todas.total).toBe(3); // the cancelled one is listed, counted in no report
      expect(c(todas.valor_confirmado)).toBe(c(vendas.totais.faturamento));

      const dre = await chamar<Json>('dre_mensal', { p_mes: MES.p_de });
      const receita = dre.receita_bruta as Json;
      expect(dre.vendas_quantidade).toBe(vendas.totais.vendas);
      expect(c(receita.vendas)).toBe(c(vendas.totais.faturamento));
      expect(c(receita.trocas)).toBe(c(trocas.novos));
      expect(c((dre.deducoes as Json).devolucoes)).toBe(c(trocas.devolvido));

      // Per day and per origin the same total; by payment form each form's part (one form per sale here).
      const dia = await chamar('relatorio_vendas', { ...MES, p_agrupar: 'dia' });
      expect(dia.linhas.filter((l) => l.vendas !== 0).map((l) => [l.chave, l.faturamento])).toEqual([
        ['2022-08-05', '205.90'],
        ['2022-08-31', '134.67'],
      ]);
      expect(soma(dia.linhas, 'faturamento')).toBe(c(vendas.totais.faturamento));
    });
  });

  it('the caixa’s totals per payment form = relatorio_vendas by payment form (the cancelled sale reversed in both)', async () => {
    await numInstante(async (chamar) => {
      const forma = await chamar('relatorio_vendas', { ...MES, p_agrupar: 'forma_pagamento' });
      const caixa = await chamar<{ por_forma: { forma: string; total: number }[] }>('resumo_caixa');
      // This file opened the session, and the files of the suite run one at a time: its sales are all of it —
      // August's (moved there after they were made) plus s4, made today; and the cash two exchanges paid back,
      // which is caixa money but no sale (the Vendas report nets exchanges apart, in totais.trocas).
      const doCaixa = Object.fromEntries(caixa.por_forma.filter((f) => c(f.total) !== 0).map((f) => [f.forma, c(f.total)]));
      const doRelatorio = Object.fromEntries(forma.linhas.map((l) => [l.rotulo as string, c(l.faturamento)]));
      expect(doRelatorio).toEqual({ 'Cartão de crédito': 13467, Dinheiro: 10590, Pix: 10000 });
      expect(doCaixa).toEqual({ ...doRelatorio, Pix: doRelatorio.Pix + PIX_HOJE, Dinheiro: doRelatorio.Dinheiro - m.dinheiroDevolvido });
    });
  });

  it('mais vendidos, margem and curva ABC agree with each other and with the DRE’s receita and CMV', async () => {
    await numInstante(async (chamar) => {
      const vendas = await chamar('relatorio_vendas', { ...MES, p_agrupar: 'mes' });
      const dre = await chamar<Json>('dre_mensal', { p_mes: MES.p_de });
      const mais = await chamar('relatorio_mais_vendidos', { ...MES, ...TUDO });
      const margemProduto = await chamar('relatorio_margem', { ...MES, ...TUDO });
      const margemCategoria = await chamar('relatorio_margem', { ...MES, ...TUDO, p_agrupar: 'categoria' });
      const abcReceita = await chamar('relatorio_curva_abc', { ...MES, ...TUDO });
      const abcMargem = await chamar('relatorio_curva_abc', { ...MES, ...TUDO, p_criterio: 'margem' });
      const abcUnidades = await chamar('relatorio_curva_abc', { ...MES, ...TUDO, p_criterio: 'unidades' });

      // The product reports are net of the exchanges (new items in, returned ones out), as the DRE nets them: their
      // receita is the Vendas report's faturamento_liquido = DRE receita_bruta.vendas + .trocas − deducoes.devolucoes;
      // their custo is the DRE's CMV (a defective item's cost does not come back).
      const receitaDre = c((dre.receita_bruta as Json).vendas) + c((dre.receita_bruta as Json).trocas) - c((dre.deducoes as Json).devolucoes);
      expect(c(vendas.totais.faturamento_liquido)).toBe(receitaDre);
      for (const r of [mais, margemProduto, margemCategoria]) {
        expect(c(r.totais.receita)).toBe(receitaDre);
        expect(c(r.totais.custo)).toBe(c((dre.cmv as Json).total));
        expect(c(r.totais.margem)).toBe(receitaDre - c((dre.cmv as Json).total));
        expect(r.totais.unidades).toBe(mais.totais.unidades);
      }
      // Units: 3 X − 1 X/P back + 1 X/M new, 1 Y, 3 Z − 1 Z back.
      expect(mais.totais.unidades).toBe(3 + 1 + 2);
      // X: 2 × 80 + 80 (s1, s2; no sale discount on s1) − 80 + 80 = 240 less X's share of s2's 3,33 (80 of 138).
      // Per product, the three agree to the cent: the same rounded receita and margin.
      const porProduto = (r: Resposta, campo: string) => Object.fromEntries(r.linhas.map((l) => [String(l.chave), c(l[campo])]));
      expect(porProduto(margemProduto, 'receita')).toEqual(porProduto(mais, 'receita'));
      expect(porProduto(margemProduto, 'margem')).toEqual(porProduto(mais, 'margem'));
      expect(porProduto(abcReceita, 'receita')).toEqual(porProduto(mais, 'receita'));
      expect(porProduto(abcReceita, 'valor')).toEqual(porProduto(mais, 'receita'));
      expect(porProduto(abcMargem, 'valor')).toEqual(porProduto(mais, 'margem'));
      expect(Object.keys(porProduto(mais, 'receita')).sort()).toEqual([m.x, m.y, m.z].map(String).sort());
      // The lines are rounded one by one and the totals summed unrounded (the contract): the lines' sum may miss the
      // total by less than a cent per line.
      expect(Math.abs(soma(mais.linhas, 'receita') - c(mais.totais.receita))).toBeLessThanOrEqual(mais.linhas.length);
      // The curve's total is the sum of its (rounded, positive) values; by units, the units sold.
      expect(c(abcReceita.totais.valor)).toBe(soma(abcReceita.linhas, 'valor'));
      expect(abcUnidades.totais.valor).toBe(mais.totais.unidades);
      // One category (this file's): its line is the whole month.
      expect(margemCategoria.linhas).toHaveLength(1);
      expect(margemCategoria.linhas[0]).toMatchObject({ chave: m.categoria, receita: margemProduto.totais.receita, custo: margemProduto.totais.custo });
      // Inside X, by colour × size: P 2 − 1, M 1 + 1.
      const grades = await chamar('relatorio_mais_vendidos', { ...MES, ...TUDO, p_produto_id: m.x });
      expect(grades.linhas.map((l) => [l.chave, l.unidades])).toEqual([
        [m.xM, 2],
        [m.xP, 1],
      ]);
      expect(soma(grades.linhas, 'receita')).toBe(porProduto(mais, 'receita')[String(m.x)]);
    });
  });

  it('relatorio_clientes + consumidor final = relatorio_vendas', async () => {
    await numInstante(async (chamar) => {
      const vendas = await chamar('relatorio_vendas', { ...MES, p_agrupar: 'mes' });
      const clientes = await chamar('relatorio_clientes', { ...MES, ...TUDO });
      const final = clientes.totais.consumidor_final as Totais;
      expect(clientes.linhas.map((l) => [l.chave, l.faturamento, l.compras])).toEqual([[String(m.cliente), '205.90', 1]]);
      expect(c(clientes.totais.faturamento) + c(final.faturamento)).toBe(c(vendas.totais.faturamento));
      expect(Number(clientes.totais.compras) + Number(final.compras)).toBe(vendas.totais.vendas);
      expect(c(final.faturamento)).toBe(13467);
    });
  });

  it('relatorio_titulos = the contas a receber / a pagar lists’ totals; what was paid = the fluxo de caixa’s realised money', async () => {
    await numInstante(async (chamar) => {
      const titulos = await chamar('relatorio_titulos', { ...MES, ...TUDO });
      const totais = titulos.totais as Record<string, Totais>;
      expect(totais).toEqual({
        receber: { titulos: 1, valor: '300.00', saldo: '180.00', pago: '120.00', vencido: '180.00', cancelados: 0 },
        pagar: { titulos: 1, valor: '500.50', saldo: '0.00', pago: '500.50', vencido: '0.00', cancelados: 1 },
      });
      for (const lado of ['receber', 'pagar']) {
        const lista = await chamar<Json>('titulos_pagina', { p_lado: lado, p_vencimento_de: MES.p_de, p_vencimento_ate: MES.p_ate });
        expect(lista.total).toBe(Number(totais[lado].titulos) + Number(totais[lado].cancelados));
        expect(c(lista.aberto)).toBe(c(totais[lado].saldo));
        expect(c(lista.vencido)).toBe(c(totais[lado].vencido));
        expect(c(lista.pago)).toBe(c(totais[lado].pago));
      }
      // The fluxo de caixa counts money by the baixa's date, the report by the due date: the same here, where every
      // baixa fell in the month its título was due (not in general: a título paid late moves month).
      const fluxo = await chamar<{ totais: Json }>('fluxo_caixa', { ...MES, p_agrupar: 'mes' });
      expect(c(fluxo.totais.entradas)).toBe(c(totais.receber.pago));
      expect(c(fluxo.totais.saidas)).toBe(c(totais.pagar.pago));
    });
  });
});

describe('the current month and the stock now, over the whole database (the seed and every file’s rows)', () => {
  it('relatorio_vendas = the DRE = the dashboard; the product reports = the DRE’s net receita and CMV; clientes + consumidor final = vendas', async () => {
    await numInstante(async (chamar, consulta) => {
      const [{ hoje }] = await consulta<{ hoje: string }>(`select public._hoje_loja()::text hoje`);
      const periodo = { p_de: `${hoje.slice(0, 8)}01`, p_ate: hoje };
      const vendas = await chamar('relatorio_vendas', { ...periodo, p_agrupar: 'mes' });
      const dre = await chamar<Json>('dre_mensal', { p_mes: periodo.p_de });
      const painel = await chamar<Json>('dashboard_vendas');
      expect(vendas.totais.vendas).toBeGreaterThan(0);
      expect(dre.vendas_quantidade).toBe(vendas.totais.vendas);
      expect(c((dre.receita_bruta as Json).vendas)).toBe(c(vendas.totais.faturamento));
      expect(painel.vendas_mes).toBe(vendas.totais.vendas);
      expect(c(painel.faturamento_mes)).toBe(c(vendas.totais.faturamento));
      expect(c(painel.ticket_medio)).toBe(c(vendas.totais.ticket_medio));

      // The dashboard's 30-day chart = the report per day over the same 30 days.
      const porDia = painel.por_dia as { dia: string; vendas: number; total: string }[];
      const dias = await chamar('relatorio_vendas', { p_de: porDia[0].dia, p_ate: hoje, p_agrupar: 'dia' });
      expect(dias.linhas.map((l) => [l.chave, l.vendas, l.faturamento])).toEqual(porDia.map((d) => [d.dia, d.vendas, d.total]));

      const receitaDre = c((dre.receita_bruta as Json).vendas) + c((dre.receita_bruta as Json).trocas) - c((dre.deducoes as Json).devolucoes);
      expect(c(vendas.totais.faturamento_liquido)).toBe(receitaDre);
      // The product reports read the sale lines, the Vendas report and the DRE the sale's header. A sale made by
      // finalizar_venda (or a storefront order) has lines adding up to its subtotal (vendas.test.ts), but some files
      // arrange bare headers in SQL (rls.test.ts and vendas.test.ts: a confirmed R$ 10,00 sale with no line; one file
      // a header above its lines): what those headers hold beyond their lines is in the DRE and not in the products.
      const [{ fora }] = await consulta<{ fora: string }>(
        `select coalesce(sum(v.total - case when v.desconto > 0 and v.subtotal > 0 then coalesce(l.soma, 0) - coalesce(l.soma, 0) * v.desconto / v.subtotal
                                            else coalesce(l.soma, 0) end), 0)::numeric(14, 2)::text fora
           from public.vendas v
           left join (select i.venda_id, sum(i.total) soma from public.itens_venda i group by i.venda_id) l on l.venda_id = v.id
          where v.status = 'confirmada' and v.confirmada_em >= public._inicio_dia_loja($1) and v.confirmada_em < public._inicio_dia_loja($2::date + 1)
            and coalesce(l.soma, 0) <> v.subtotal`,
        [periodo.p_de, periodo.p_ate],
      );
      const mais = await chamar('relatorio_mais_vendidos', periodo);
      const margem = await chamar('relatorio_margem', { ...periodo, p_agrupar: 'categoria' });
      for (const r of [mais, margem]) {
        expect(c(r.totais.receita)).toBe(receitaDre - c(fora));
        expect(c(r.totais.custo)).toBe(c((dre.cmv as Json).total));
      }
      expect(margem.totais.unidades).toBe(mais.totais.unidades);
      const abc = await chamar('relatorio_curva_abc', { ...periodo, p_criterio: 'unidades', ...TUDO });
      // By units the curve leaves out products whose net units are ≤ 0 (all returned): its total is the positive ones.
      expect(abc.totais.valor).toBe(abc.linhas.reduce((s, l) => s + Math.max(Number(l.valor), 0), 0));
      expect(abc.linhas.reduce((s, l) => s + Number(l.unidades), 0)).toBe(mais.totais.unidades);

      const clientes = await chamar('relatorio_clientes', periodo);
      const final = clientes.totais.consumidor_final as Totais;
      expect(c(clientes.totais.faturamento) + c(final.faturamento)).toBe(c(vendas.totais.faturamento));
      expect(Number(clientes.totais.compras) + Number(final.compras)).toBe(vendas.totais.vendas);
    });
  });

  it('relatorio_titulos = the finance lists over a year around today; its open saldo ahead = the fluxo de caixa’s forecast', async () => {
    await numInstante(async (chamar, consulta) => {
      const [d] = await consulta<{ de: string; hoje: string; ate: string }>(
        `select (public._hoje_loja() - 180)::text de, public._hoje_loja()::text hoje, (public._hoje_loja() + 180)::text ate`,
      );
      const titulos = await chamar('relatorio_titulos', { p_de: d.de, p_ate: d.ate });
      const totais = titulos.totais as Record<string, Totais>;
      for (const lado of ['receber', 'pagar']) {
        const lista = await chamar<Json>('titulos_pagina', { p_lado: lado, p_vencimento_de: d.de, p_vencimento_ate: d.ate });
        expect(Number(totais[lado].titulos)).toBeGreaterThan(0);
        expect(lista.total).toBe(Number(totais[lado].titulos) + Number(totais[lado].cancelados));
        expect(c(lista.aberto)).toBe(c(totais[lado].saldo));
        expect(c(lista.vencido)).toBe(c(totais[lado].vencido));
        expect(c(lista.pago)).toBe(c(totais[lado].pago));
      }
      // From today on, the fluxo de caixa forecasts the open saldo of the títulos by due day: the report's aberto and
      // parcial lines (nothing due from today on is vencido).
      const adiante = await chamar('relatorio_titulos', { p_de: d.hoje, p_ate: d.ate });
      const fluxo = await chamar<{ totais: Json }>('fluxo_caixa', { p_de: d.hoje, p_ate: d.ate, p_agrupar: 'dia' });
      const aberto = (lado: string) =>
        adiante.linhas.filter((l) => l.lado === lado && (l.situacao === 'aberto' || l.situacao === 'parcial')).reduce((s, l) => s + c(l.saldo), 0);
      expect(c(fluxo.totais.entradas_previstas)).toBe(aberto('receber'));
      expect(c(fluxo.totais.saidas_previstas)).toBe(aberto('pagar'));
      expect(c((adiante.totais as Record<string, Totais>).receber.saldo)).toBe(aberto('receber'));
    });
  });

  it('relatorio_estoque_valorizado’s units = the stock screen’s, per product and in total (plus the inactive products still in stock)', async () => {
    await numInstante(async (chamar, consulta) => {
      const porProduto = await chamar('relatorio_estoque_valorizado', TUDO);
      const porCategoria = await chamar('relatorio_estoque_valorizado', { ...TUDO, p_agrupar: 'categoria' });
      const tela = await consulta<{ id: string; estoque_atual: number }>('select id, estoque_atual from public.estoque_produtos');
      expect(porProduto.pagina.total_linhas).toBe(porProduto.linhas.length);
      const relatorio = new Map(porProduto.linhas.map((l) => [String(l.chave), Number(l.unidades)]));
      // Every product on the stock screen (the active ones) is a line with the same units.
      for (const p of tela) expect([p.id, relatorio.get(p.id)]).toEqual([p.id, p.estoque_atual]);
      // The report also lists the inactive products that still hold stock (W here), the stock screen does not.
      const inativos = await consulta<{ id: string; estoque_atual: number }>('select id, estoque_atual from public.produtos where not ativo and estoque_atual > 0');
      expect(inativos.map((p) => p.id)).toContain(String(m.w));
      expect(relatorio.get(String(m.w))).toBe(7);
      expect(relatorio.size).toBe(tela.length + inativos.length);
      const unidadesTela = tela.reduce((s, p) => s + p.estoque_atual, 0) + inativos.reduce((s, p) => s + p.estoque_atual, 0);
      expect(porProduto.totais.unidades).toBe(unidadesTela);
      expect(porCategoria.totais).toEqual(porProduto.totais);
      // The product register's list (/cadastros/produtos, the view produtos_lista) shows every product, inactive ones
      // too: its stock column = the report's units for each product the report lists (active, or inactive in stock).
      const cadastro = await consulta<{ id: string; estoque_atual: number; ativo: boolean }>('select id, estoque_atual, ativo from public.produtos_lista');
      const listados = cadastro.filter((p) => p.ativo || p.estoque_atual > 0);
      expect(listados.map((p) => [p.id, p.estoque_atual])).toEqual(listados.map((p) => [p.id, relatorio.get(p.id)]));
      expect(listados).toHaveLength(relatorio.size);
      expect(listados.reduce((s, p) => s + p.estoque_atual, 0)).toBe(porProduto.totais.unidades);
      expect(porCategoria.linhas.reduce((s, l) => s + Number(l.unidades), 0)).toBe(unidadesTela);
      // This file's products after its sales and exchanges: X P 5 − 2 + 1, M 5 − 1 − 1; Y 10 − 1 − 1 (s3's cancelled
      // unit came back); Z 10 − 3 − 2 + 1 (the defective one is not restocked, the other is).
      expect(relatorio.get(String(m.x))).toBe(4 + 3);
      expect(relatorio.get(String(m.y))).toBe(8);
      expect(relatorio.get(String(m.z))).toBe(6);
      const categoria = porCategoria.linhas.find((l) => l.chave === String(m.categoria));
      expect(categoria).toMatchObject({ produtos: 4, unidades: 7 + 8 + 6 + 7 });
    });
  });
});
