/**
 * Fluxo de caixa, DRE simples and the dashboard's finance cards (issue 26, migration 20261129003000):
 * fluxo_caixa (realised = active baixas that moved money; planned = open títulos by vencimento from
 * today; balances per conta), dre_mensal (receita bruta from the month's sales, CMV from the cost
 * copied on each sale line, the card fees as despesas, despesas by DRE group by competência) and
 * dashboard_financeiro (a receber hoje, a pagar hoje, vencidas). Other files leave títulos and sales
 * in this month, so its figures are checked as what these operations add, to the cent; a past month
 * that nobody else touches is checked whole.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, fecharCaixasAbertos, formaId, sql, unique } from './support.ts';

const hoje = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const diasDepois = (dias: number, de = hoje()) => {
  const d = new Date(`${de}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};
/** 123.4 → 12340: every figure is compared in integer cents. */
const c = (valor: number | string) => Math.round(Number(valor) * 100);

interface Periodo {
  periodo: string;
  entradas: number;
  saidas: number;
  entradas_previstas: number;
  saidas_previstas: number;
  saldo: number;
  saldo_previsto: number;
  saldos: Record<string, number>;
}
interface Fluxo {
  de: string;
  ate: string;
  agrupar: string;
  hoje: string;
  contas: { id: number; nome: string; saldo_inicial: number; saldo_final: number }[];
  periodos: Periodo[];
  totais: Record<'saldo_inicial' | 'entradas' | 'saidas' | 'entradas_previstas' | 'saidas_previstas' | 'saldo_final' | 'saldo_previsto', number>;
  vencidos: { receber: number; pagar: number };
  movimentos_internos: { sangrias: number; suprimentos: number };
}
interface Linha {
  categoria: string;
  codigo: string | null;
  valor: number;
}
interface Dre {
  mes: string;
  fonte_devolucoes: string;
  vendas_quantidade: number;
  receita_bruta: { total: number; vendas: number; trocas: number; categorias: Linha[] };
  deducoes: { total: number; devolucoes: number; categorias: Linha[] };
  receita_liquida: number;
  cmv: { total: number; vendido: number; devolvido: number };
  lucro_bruto: number;
  despesas_operacionais: { total: number; categorias: Linha[] };
  receitas_financeiras: { total: number; categorias: Linha[] };
  despesas_financeiras: { total: number; taxas_cartao: number; categorias: Linha[] };
  outras: { receitas: number; despesas: number; categorias: Linha[] };
  resultado: number;
}
interface Painel {
  hoje: string;
  receber_hoje: { quantidade: number; valor: number };
  pagar_hoje: { quantidade: number; valor: number };
  vencidas: { quantidade: number; receber: number; pagar: number };
}

let funcionario: SupabaseClient;
let admin: SupabaseClient;
let leitor: SupabaseClient;

beforeAll(async () => {
  [funcionario, admin, leitor] = await Promise.all([clientAs('funcionario'), clientAs('admin'), clientAs('user')]);
  await fecharCaixasAbertos();
  expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();
});
afterAll(async () => {
  await fecharCaixasAbertos();
});

async function fluxo(de: string, ate: string, agrupar: 'dia' | 'mes', quem = leitor): Promise<Fluxo> {
  const { data, error } = await quem.rpc('fluxo_caixa', { p_de: de, p_ate: ate, p_agrupar: agrupar });
  expect(error).toBeNull();
  return data as Fluxo;
}
async function dre(mes: string, quem = leitor): Promise<Dre> {
  const { data, error } = await quem.rpc('dre_mensal', { p_mes: mes });
  expect(error).toBeNull();
  return data as Dre;
}
async function painel(quem = funcionario): Promise<Painel> {
  const { data, error } = await quem.rpc('dashboard_financeiro');
  expect(error).toBeNull();
  return data as Painel;
}
const categoria = async (codigo: string) =>
  Number((await sql<{ id: string }>('select id from public.categorias_financeiras where codigo = $1', [codigo]))[0].id);
const conta = async (nome: string) => Number((await sql<{ id: string }>('select id from public.contas_financeiras where nome = $1', [nome]))[0].id);
const linha = (linhas: Linha[], categoria: string) => c(linhas.find((l) => l.categoria === categoria)?.valor ?? 0);
const dia = (f: Fluxo, d: string) => {
  const p = f.periodos.find((x) => x.periodo === d);
  if (!p) throw new Error(`sem o período ${d}`);
  return p;
};
/** Everything the finance tables hold: a read writes nothing, a refusal neither. */
const contagem = async () =>
  (await sql<{ t: number; b: number }>(`select (select count(*) from public.titulos)::int t, (select count(*) from public.baixas)::int b`))[0];

describe('who reads', () => {
  it('staff read (the user too); a cliente is refused in Portuguese, anon has no execute, nothing written', async () => {
    const antes = await contagem();
    const [cliente, anon] = await Promise.all([clientAs('cliente'), clientAs('anon')]);
    const chamadas: [string, Record<string, unknown>][] = [
      ['fluxo_caixa', { p_de: hoje(), p_ate: hoje(), p_agrupar: 'dia' }],
      ['dre_mensal', { p_mes: hoje() }],
      ['dashboard_financeiro', {}],
    ];
    for (const [fn, args] of chamadas) {
      const recusa = await cliente.rpc(fn, args);
      expect(recusa.error).toMatchObject({ code: '42501', message: 'Sem permissão para ver o financeiro.' });
      expect(recusa.data).toBeNull();
      expect((await anon.rpc(fn, args)).error).toMatchObject({ code: '42501', message: `permission denied for function ${fn}` });
      for (const quem of [leitor, funcionario, admin]) expect((await quem.rpc(fn, args)).error).toBeNull();
    }
    expect(await contagem()).toEqual(antes);
  });

  it('refuses a period it cannot answer, in Portuguese', async () => {
    const recusa = async (args: Record<string, unknown>, mensagem: string) => {
      const { data, error } = await leitor.rpc('fluxo_caixa', args);
      expect(error).toMatchObject({ code: '22023', message: mensagem });
      expect(data).toBeNull();
    };
    await recusa({ p_de: '2026-02-01', p_ate: '2026-01-31', p_agrupar: 'dia' }, 'A data inicial é depois da final.');
    await recusa({ p_de: '2026-01-01', p_ate: '2026-01-31', p_agrupar: 'ano' }, 'Agrupe por dia ou por mês.');
    await recusa({ p_de: null, p_ate: '2026-01-31', p_agrupar: 'dia' }, 'Informe o período.');
    await recusa({ p_de: '2025-01-01', p_ate: '2026-01-02', p_agrupar: 'dia' }, 'Por dia, escolha um período de até 366 dias.');
    await recusa({ p_de: '2024-01-01', p_ate: '2026-01-01', p_agrupar: 'mes' }, 'Escolha um período de até 24 meses.');
    expect((await leitor.rpc('dre_mensal', { p_mes: null })).error).toMatchObject({ code: '22023', message: 'Escolha o mês.' });
    // 24 whole months and 366 days are answered, every period listed.
    expect((await fluxo('2024-01-15', '2025-12-02', 'mes')).periodos.map((p) => p.periodo)).toHaveLength(24);
    const ano = await fluxo('2024-01-01', '2024-12-31', 'dia');
    expect(ano.periodos).toHaveLength(366);
    expect(ano.periodos[59].periodo).toBe('2024-02-29');
  });
});

describe('this month: a sale with cost, a crédito 3x with fee, a conta a pagar, a baixa and its estorno', () => {
  it('adds to the DRE, the fluxo and the dashboard exactly what each operation is, to the cent', async () => {
    const hj = hoje();
    const mes = `${hj.slice(0, 8)}01`;
    const pixConta = String(await conta('Conta Pix'));
    const bancoConta = String(await conta('Banco'));
    const maquininha = String(await conta('Maquininha'));
    const [produto] = await sql<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, preco_custo, estoque_atual, categoria_id) values ($1, 100, 40, 10, 1) returning id`,
      [unique('Saída de Praia DRE')],
    );
    const [caro] = await sql<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, estoque_atual, categoria_id) values ($1, 300, 100, 20, 10, 1) returning id`,
      [unique('Kimono DRE')],
    );

    const dreAntes = await dre(hj);
    const fluxoAntes = await fluxo(hj, diasDepois(95), 'dia');
    const mesAntes = await fluxo(hj, hj, 'mes');
    const painelAntes = await painel();

    // 2 × 100,00 (cost 40,00 each) paid by Pix (no fee): settled today into the Conta Pix.
    const pix = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: Number(produto.id), quantidade: 2 }],
      p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 200 }],
    });
    expect(pix.error).toBeNull();
    // 300,00 (cost 100,00 + 20,00) in crédito 3x: fee 4,99 % = 14,97, three títulos of 95,01 due in 30, 60, 90 days.
    const credito = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: Number(caro.id), quantidade: 1 }],
      p_pagamentos: [{ forma_pagamento_id: await formaId('Cartão de crédito'), valor: 300, parcelas: 3 }],
    });
    expect(credito.error).toBeNull();
    const parcelas = await sql<{ valor: string; taxa: string; vencimento: string }>(
      `select valor::text, taxa::text, vencimento::text from public.titulos where origem = 'venda' and origem_id = $1 order by parcela`,
      [credito.data.id],
    );
    expect(parcelas).toEqual([
      { valor: '95.01', taxa: '4.99', vencimento: diasDepois(30) },
      { valor: '95.01', taxa: '4.99', vencimento: diasDepois(60) },
      { valor: '95.01', taxa: '4.99', vencimento: diasDepois(90) },
    ]);
    // A conta a pagar by hand: energia 250,00, competência and vencimento today.
    const { data: energia, error } = await funcionario.rpc('criar_titulo', {
      p_lado: 'pagar',
      p_descricao: unique('Energia DRE'),
      p_valor: 250,
      p_categoria_id: await categoria('energia'),
      p_vencimento: hj,
    });
    expect(error).toBeNull();
    const energiaId = energia.titulos[0].id as number;
    // A título a receber overdue since yesterday (80,00) for the dashboard's Vencidas.
    const atrasado = await funcionario.rpc('criar_titulo', {
      p_lado: 'receber',
      p_descricao: unique('Aluguel de guarda-sol'),
      p_valor: 80,
      p_categoria_id: await categoria('outras_receitas'),
      p_emissao: diasDepois(-3),
      p_competencia: diasDepois(-3),
      p_vencimento: diasDepois(-1),
    });
    expect(atrasado.error).toBeNull();

    const painelMeio = await painel();
    expect(painelMeio.hoje).toBe(hj);
    expect(painelMeio.pagar_hoje.quantidade).toBe(painelAntes.pagar_hoje.quantidade + 1);
    expect(c(painelMeio.pagar_hoje.valor)).toBe(c(painelAntes.pagar_hoje.valor) + 25000);
    expect(painelMeio.receber_hoje).toEqual(painelAntes.receber_hoje);
    expect(painelMeio.vencidas.quantidade).toBe(painelAntes.vencidas.quantidade + 1);
    expect(c(painelMeio.vencidas.receber)).toBe(c(painelAntes.vencidas.receber) + 8000);
    expect(c(painelMeio.vencidas.pagar)).toBe(c(painelAntes.vencidas.pagar));

    // The baixa: 250,00 + 2,50 de juros from the Banco; then the admin reverses it.
    const baixa = await funcionario.rpc('baixar_titulo', {
      p_titulo_id: energiaId,
      p_valor: 250,
      p_data: hj,
      p_conta_financeira_id: Number(bancoConta),
      p_juros: 2.5,
    });
    expect(baixa.error).toBeNull();

    const dreDepois = await dre(hj, funcionario);
    expect(dreDepois.mes).toBe(mes);
    expect(dreDepois.vendas_quantidade).toBe(dreAntes.vendas_quantidade + 2);
    expect(c(dreDepois.receita_bruta.vendas)).toBe(c(dreAntes.receita_bruta.vendas) + 50000);
    expect(c(dreDepois.receita_bruta.total)).toBe(c(dreAntes.receita_bruta.total) + 50000);
    expect(c(dreDepois.cmv.vendido)).toBe(c(dreAntes.cmv.vendido) + 2 * 4000 + 12000);
    expect(c(dreDepois.cmv.total)).toBe(c(dreAntes.cmv.total) + 20000);
    expect(c(dreDepois.lucro_bruto)).toBe(c(dreAntes.lucro_bruto) + 50000 - 20000);
    expect(c(dreDepois.despesas_financeiras.taxas_cartao)).toBe(c(dreAntes.despesas_financeiras.taxas_cartao) + 1497);
    expect(linha(dreDepois.despesas_operacionais.categorias, 'Energia elétrica')).toBe(linha(dreAntes.despesas_operacionais.categorias, 'Energia elétrica') + 25000);
    expect(c(dreDepois.despesas_operacionais.total)).toBe(c(dreAntes.despesas_operacionais.total) + 25000);
    expect(linha(dreDepois.despesas_financeiras.categorias, 'Juros e multas pagos')).toBe(linha(dreAntes.despesas_financeiras.categorias, 'Juros e multas pagos') + 250);
    expect(c(dreDepois.despesas_financeiras.total)).toBe(c(dreAntes.despesas_financeiras.total) + 1497 + 250);
    // The overdue título a receber's competência is this month too, unless "3 days ago" was last month.
    const outras = diasDepois(-3).slice(0, 7) === hj.slice(0, 7) ? 8000 : 0;
    expect(c(dreDepois.outras.receitas)).toBe(c(dreAntes.outras.receitas) + outras);
    // Resultado: + 500,00 − 200,00 − 250,00 − 14,97 − 2,50 (+ 80,00).
    expect(c(dreDepois.resultado)).toBe(c(dreAntes.resultado) + 50000 - 20000 - 25000 - 1497 - 250 + outras);

    const fluxoDepois = await fluxo(hj, diasDepois(95), 'dia');
    const hojeAntes = dia(fluxoAntes, hj);
    const hojeDepois = dia(fluxoDepois, hj);
    // Realised today: the Pix sale in, the energia (with juros) out of the Banco.
    expect(c(hojeDepois.entradas)).toBe(c(hojeAntes.entradas) + 20000);
    expect(c(hojeDepois.saidas)).toBe(c(hojeAntes.saidas) + 25250);
    expect(c(hojeDepois.saldos[pixConta])).toBe(c(hojeAntes.saldos[pixConta]) + 20000);
    expect(c(hojeDepois.saldos[bancoConta])).toBe(c(hojeAntes.saldos[bancoConta]) - 25250);
    // Planned: the three parcelas (95,01 each) into the Maquininha on their days; the energia is paid.
    for (const d of [30, 60, 90]) {
      expect(c(dia(fluxoDepois, diasDepois(d)).entradas_previstas)).toBe(c(dia(fluxoAntes, diasDepois(d)).entradas_previstas) + 9501);
    }
    expect(c(hojeDepois.saidas_previstas)).toBe(c(hojeAntes.saidas_previstas));
    expect(c(fluxoDepois.totais.entradas_previstas)).toBe(c(fluxoAntes.totais.entradas_previstas) + 3 * 9501);
    expect(c(fluxoDepois.totais.saldo_previsto)).toBe(c(fluxoAntes.totais.saldo_previsto) + 20000 - 25250 + 3 * 9501);
    expect(c(fluxoDepois.totais.saldo_final)).toBe(c(fluxoAntes.totais.saldo_final) + 20000 - 25250);
    // The Maquininha holds nothing yet: the parcelas are planned, not realised.
    expect(c(fluxoDepois.contas.find((x) => String(x.id) === maquininha)!.saldo_final)).toBe(
      c(fluxoAntes.contas.find((x) => String(x.id) === maquininha)!.saldo_final),
    );
    expect(c(fluxoDepois.vencidos.receber)).toBe(c(fluxoAntes.vencidos.receber) + 8000);
    // By month: the same realised figures in this month's line.
    const mesDepois = await fluxo(hj, hj, 'mes');
    expect(mesDepois.periodos.map((p) => p.periodo)).toEqual([mes]);
    expect(c(mesDepois.periodos[0].entradas)).toBe(c(mesAntes.periodos[0].entradas) + 20000);
    expect(c(mesDepois.periodos[0].saidas)).toBe(c(mesAntes.periodos[0].saidas) + 25250);

    const painelPago = await painel();
    expect(painelPago.pagar_hoje).toEqual(painelAntes.pagar_hoje);

    // The estorno: the money goes back (the baixa no longer counts), the energia is open again, planned today.
    const estorno = await admin.rpc('estornar_baixa', { p_baixa_id: baixa.data.id, p_motivo: 'Débito em duplicidade' });
    expect(estorno.error).toBeNull();
    const fluxoEstorno = await fluxo(hj, diasDepois(95), 'dia');
    const hojeEstorno = dia(fluxoEstorno, hj);
    expect(c(hojeEstorno.saidas)).toBe(c(hojeAntes.saidas));
    expect(c(hojeEstorno.saldos[bancoConta])).toBe(c(hojeAntes.saldos[bancoConta]));
    expect(c(hojeEstorno.saidas_previstas)).toBe(c(hojeAntes.saidas_previstas) + 25000);
    const dreEstorno = await dre(hj, admin);
    expect(c(dreEstorno.despesas_operacionais.total)).toBe(c(dreAntes.despesas_operacionais.total) + 25000);
    expect(c(dreEstorno.despesas_financeiras.total)).toBe(c(dreAntes.despesas_financeiras.total) + 1497);
    expect(c(dreEstorno.resultado)).toBe(c(dreAntes.resultado) + 50000 - 20000 - 25000 - 1497 + outras);
    expect((await painel()).pagar_hoje).toEqual(painelMeio.pagar_hoje);

    // A cancelled sale leaves the DRE whole: its receita, its CMV and its fee.
    const cancelada = await admin.rpc('cancelar_venda', { p_venda_id: credito.data.id, p_motivo: 'Desistiu' });
    expect(cancelada.error).toBeNull();
    const dreCancelada = await dre(hj);
    expect(c(dreCancelada.receita_bruta.vendas)).toBe(c(dreAntes.receita_bruta.vendas) + 20000);
    expect(c(dreCancelada.cmv.total)).toBe(c(dreAntes.cmv.total) + 8000);
    expect(c(dreCancelada.despesas_financeiras.taxas_cartao)).toBe(c(dreAntes.despesas_financeiras.taxas_cartao));
    expect(c((await fluxo(hj, diasDepois(95), 'dia')).totais.entradas_previstas)).toBe(c(fluxoAntes.totais.entradas_previstas));
  });

  it('takes an exchange’s returned lines off: devoluções at what was paid, their cost off the CMV unless com defeito', async () => {
    const hj = hoje();
    const [produto] = await sql<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, preco_custo, estoque_atual, categoria_id) values ($1, 100, 40, 10, 1) returning id`,
      [unique('Biquíni Devolvido DRE')],
    );
    const antes = await dre(hj);
    // 3 × 100,00 (cost 40,00) by Pix; then 1 back (restocked) and 1 back com defeito (not restocked), as vales.
    const venda = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: Number(produto.id), quantidade: 3 }],
      p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 300 }],
    });
    expect(venda.error).toBeNull();
    const [item] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1', [venda.data.id]);
    for (const comDefeito of [false, true]) {
      const troca = await funcionario.rpc('registrar_troca', {
        p_venda_id: venda.data.id,
        p_devolvidos: [{ item_venda_id: Number(item.id), quantidade: 1, motivo: comDefeito ? 'Defeito' : 'Arrependimento (7 dias)', com_defeito: comDefeito }],
      });
      expect(troca.error).toBeNull();
      expect(troca.data).toMatchObject({ valor_devolvido: 100, acerto: 'vale' });
    }
    const depois = await dre(hj);
    expect(depois.fonte_devolucoes).toBe('trocas');
    expect(c(depois.receita_bruta.vendas)).toBe(c(antes.receita_bruta.vendas) + 30000);
    expect(c(depois.deducoes.devolucoes)).toBe(c(antes.deducoes.devolucoes) + 20000);
    // The vales' títulos (devoluções, origem troca) are the same money: not counted again.
    expect(c(depois.deducoes.total)).toBe(c(antes.deducoes.total) + 20000);
    expect(c(depois.cmv.vendido)).toBe(c(antes.cmv.vendido) + 12000);
    expect(c(depois.cmv.devolvido)).toBe(c(antes.cmv.devolvido) + 4000);
    expect(c(depois.cmv.total)).toBe(c(antes.cmv.total) + 8000);
    expect(c(depois.resultado)).toBe(c(antes.resultado) + 30000 - 20000 - 8000);
  });

  it('counts sangria and suprimento apart, changing no balance', async () => {
    const hj = hoje();
    const antes = await fluxo(hj, hj, 'dia');
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'suprimento', p_valor: 50, p_motivo: 'Troco do cofre' })).error).toBeNull();
    expect((await funcionario.rpc('movimentar_caixa', { p_tipo: 'sangria', p_valor: 30.5, p_motivo: 'Depósito' })).error).toBeNull();
    const depois = await fluxo(hj, hj, 'dia');
    expect(c(depois.movimentos_internos.suprimentos)).toBe(c(antes.movimentos_internos.suprimentos) + 5000);
    expect(c(depois.movimentos_internos.sangrias)).toBe(c(antes.movimentos_internos.sangrias) + 3050);
    expect(depois.periodos).toEqual(antes.periodos);
  });
});

/** The first month of 31 days from 2003 that, with the next, holds no título, baixa or sale: this test's own (reruns on one database too). */
async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM') mes from generate_series('2003-01-01'::date, '2019-12-01', interval '1 month') m
      where extract(month from m) in (1, 3, 5, 7, 8, 10, 12)
        and not exists (select 1 from public.titulos t where t.competencia >= m and t.competencia < m + interval '2 month')
        and not exists (select 1 from public.titulos t where t.vencimento >= m and t.vencimento < m + interval '2 month')
        and not exists (select 1 from public.baixas b where b.data >= m and b.data < m + interval '2 month')
        and not exists (select 1 from public.vendas v where v.confirmada_em >= m and v.confirmada_em < m + interval '2 month')
      order by m limit 1`,
  );
  return mes;
}
const proximoMes = (mes: string) => {
  const d = new Date(`${mes}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
};

describe('a month nobody else touches (the first free one from 2003)', () => {
  it('a conta a pagar with multa settled from the Caixa, then reversed: opening and running balances, the DRE whole', async () => {
    const M = await mesLivre();
    const A = proximoMes(M);
    const caixa = String(await conta('Caixa da loja'));
    const { data: aluguel, error } = await funcionario.rpc('criar_titulo', {
      p_lado: 'pagar',
      p_descricao: unique('Aluguel do mês livre'),
      p_valor: 1000,
      p_categoria_id: await categoria('aluguel'),
      p_emissao: `${M}-01`,
      p_competencia: `${M}-01`,
      p_vencimento: `${M}-10`,
    });
    expect(error).toBeNull();
    const { data: rendimento, error: erroRendimento } = await funcionario.rpc('criar_titulo', {
      p_lado: 'receber',
      p_descricao: unique('Rendimento do mês livre'),
      p_valor: 12.34,
      p_categoria_id: await categoria('rendimentos'),
      p_emissao: `${M}-31`,
      p_competencia: `${M}-31`,
      p_vencimento: `${M}-31`,
    });
    expect(erroRendimento).toBeNull();
    const baixa = await funcionario.rpc('baixar_titulo', {
      p_titulo_id: aluguel.titulos[0].id,
      p_valor: 1000,
      p_data: `${M}-12`,
      p_conta_financeira_id: Number(caixa),
      p_multa: 20,
    });
    expect(baixa.error).toBeNull();
    expect(
      (await funcionario.rpc('baixar_titulo', { p_titulo_id: rendimento.titulos[0].id, p_valor: 12.34, p_data: `${M}-31`, p_conta_financeira_id: Number(caixa) })).error,
    ).toBeNull();

    const marco = await dre(`${M}-20`);
    expect(marco).toMatchObject({
      mes: `${M}-01`,
      vendas_quantidade: 0,
      receita_bruta: { total: 0, vendas: 0, trocas: 0, categorias: [] },
      deducoes: { total: 0, devolucoes: 0, categorias: [] },
      receita_liquida: 0,
      cmv: { total: 0, vendido: 0, devolvido: 0 },
      lucro_bruto: 0,
      despesas_operacionais: { total: 1000, categorias: [{ categoria: 'Aluguel', codigo: 'aluguel', valor: 1000 }] },
      receitas_financeiras: { total: 12.34, categorias: [{ categoria: 'Rendimentos de aplicações', codigo: 'rendimentos', valor: 12.34 }] },
      despesas_financeiras: { total: 20, taxas_cartao: 0, categorias: [{ categoria: 'Juros e multas pagos', codigo: 'juros_pagos', valor: 20 }] },
      resultado: -1007.66,
    });

    const fluxoMarco = await fluxo(`${M}-01`, `${A}-28`, 'dia');
    expect(fluxoMarco.periodos.at(-1)?.periodo).toBe(`${A}-28`);
    const inicial = c(fluxoMarco.contas.find((x) => String(x.id) === caixa)!.saldo_inicial);
    expect(c(dia(fluxoMarco, `${M}-11`).saldos[caixa])).toBe(inicial);
    expect(dia(fluxoMarco, `${M}-12`)).toMatchObject({ saidas: 1020, entradas: 0, entradas_previstas: 0, saidas_previstas: 0 });
    expect(c(dia(fluxoMarco, `${M}-12`).saldos[caixa])).toBe(inicial - 102000);
    expect(c(dia(fluxoMarco, `${M}-31`).saldos[caixa])).toBe(inicial - 102000 + 1234);
    expect(c(dia(fluxoMarco, `${A}-28`).saldos[caixa])).toBe(inicial - 100766);
    // April opens where March closed.
    const abril = await fluxo(`${A}-01`, `${A}-28`, 'mes');
    expect(c(abril.contas.find((x) => String(x.id) === caixa)!.saldo_inicial)).toBe(inicial - 100766);
    const meses = await fluxo(`${M}-05`, `${A}-02`, 'mes');
    expect(meses.periodos.map((p) => [p.periodo, p.entradas, p.saidas])).toEqual([
      [`${M}-01`, 12.34, 1020],
      [`${A}-01`, 0, 0],
    ]);

    // The kept totals (fluxo_resumo + its unfolded deltas) are the active baixas' sums, before and after a fold.
    const conferencia = () =>
      sql<{ diferentes: number; deltas: number }>(
        `with kept as (select data, conta_financeira_id, lado, sum(valor) v
                         from (select data, conta_financeira_id, lado, valor from public.fluxo_resumo
                               union all select data, conta_financeira_id, lado, valor from public.fluxo_deltas) x group by 1, 2, 3),
              baixas as (select b.data, b.conta_financeira_id, t.lado, sum(b.valor_movimentado) v
                           from public.baixas b join public.titulos t on t.id = b.titulo_id
                          where b.estornada_em is null and b.conta_financeira_id is not null group by 1, 2, 3)
         select (select count(*)::int from kept k full join baixas b using (data, conta_financeira_id, lado)
                  where coalesce(k.v, 0) <> coalesce(b.v, 0)) diferentes,
                (select count(*)::int from public.fluxo_deltas) deltas`,
      );
    expect((await conferencia())[0].diferentes).toBe(0);
    await sql('select public._fluxo_dobrar()');
    expect(await conferencia()).toEqual([{ diferentes: 0, deltas: 0 }]);
    expect(await fluxo(`${M}-01`, `${A}-28`, 'dia')).toEqual(fluxoMarco);

    expect((await admin.rpc('estornar_baixa', { p_baixa_id: baixa.data.id, p_motivo: 'Pago pela conta errada' })).error).toBeNull();
    expect((await conferencia())[0]).toEqual({ diferentes: 0, deltas: 1 });
    const estornado = await fluxo(`${M}-01`, `${M}-31`, 'mes');
    expect(estornado.periodos.map((p) => [p.periodo, p.entradas, p.saidas])).toEqual([[`${M}-01`, 12.34, 0]]);
    expect(c(estornado.contas.find((x) => String(x.id) === caixa)!.saldo_final)).toBe(inicial + 1234);
    // Competência: the aluguel is still March's despesa; the multa went with its baixa.
    expect(await dre(`${M}-01`)).toMatchObject({
      despesas_operacionais: { total: 1000 },
      despesas_financeiras: { total: 0, categorias: [] },
      resultado: -987.66,
    });
  });
});
