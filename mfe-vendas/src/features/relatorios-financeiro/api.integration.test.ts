/**
 * The Trocas and Títulos report endpoints against the local stack (issue 28): what the screens get from
 * relatorio_trocas and relatorio_titulos, typed (money as reais, units as integers), for the read-only staff
 * login. The exchanges are made today with sizes no other test uses; the títulos fall due in a month nobody
 * else uses, so every figure asserted is exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs } from '@loja/local-supabase/testing';
import { LIMITE_EXPORTACAO, relatoriosFinanceiroApi, type RelatorioTitulosArgs, type RelatorioTrocasArgs } from './api';
import { fazerTrocas, fecharCaixas, hojeLoja, lancarTitulos, mesLivre, type TrocasFeitas } from './test/dados';

const endpoints = relatoriosFinanceiroApi.endpoints;

// The stack's client goes away after each test: every call signs in again, as the read-only staff login.
async function trocas(args: RelatorioTrocasArgs) {
  await signInAs('user');
  const request = makeStore().dispatch(endpoints.getRelatorioTrocas.initiate(args));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}
async function titulos(args: RelatorioTitulosArgs) {
  await signInAs('user');
  const request = makeStore().dispatch(endpoints.getRelatorioTitulos.initiate(args));
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

let feitas: TrocasFeitas;
let hoje = '';
let mes = '';
beforeAll(async () => {
  feitas = await fazerTrocas();
  hoje = await hojeLoja();
  mes = await mesLivre();
  await lancarTitulos(mes);
});
afterAll(fecharCaixas);

describe('getRelatorioTrocas', () => {
  it('by motivo × size: one cell per pair, the units and the value paid, typed', async () => {
    const r = await trocas({ de: hoje, ate: hoje, agrupar: 'motivo_tamanho', limite: LIMITE_EXPORTACAO, pagina: 1 });
    const deste = r.linhas.filter((l) => l.tamanho === feitas.p || l.tamanho === feitas.m);
    expect(deste.map(({ chave, motivo, tamanho, unidades, valor, trocas: n }) => ({ chave, motivo, tamanho, unidades, valor, trocas: n }))).toEqual(
      expect.arrayContaining([
        { chave: `Tamanho|${feitas.p}`, motivo: 'Tamanho', tamanho: feitas.p, unidades: 1, valor: 100, trocas: 1 },
        { chave: `Tamanho|${feitas.m}`, motivo: 'Tamanho', tamanho: feitas.m, unidades: 1, valor: 100, trocas: 1 },
        { chave: `Defeito|${feitas.p}`, motivo: 'Defeito', tamanho: feitas.p, unidades: 1, valor: 100, trocas: 1 },
      ]),
    );
    expect(deste).toHaveLength(3);
    expect(r.periodo).toEqual({ de: hoje, ate: hoje });
    expect(r.totais.unidades).toBeGreaterThanOrEqual(3);
    expect(r.totais.por_motivo.Tamanho).toBeGreaterThanOrEqual(2);
    expect(r.pagina).toMatchObject({ pagina: 1, limite: LIMITE_EXPORTACAO });
    expect(r.pagina.total_linhas).toBe(r.linhas.length);
  });

  it('by product: the units sold in the period, the % returned and the units per motivo', async () => {
    const r = await trocas({ de: hoje, ate: hoje, agrupar: 'produto', limite: LIMITE_EXPORTACAO, pagina: 1 });
    expect(r.linhas.find((l) => l.chave === String(feitas.produto.id))).toEqual({
      chave: String(feitas.produto.id),
      rotulo: feitas.produto.nome,
      motivo: null,
      tamanho: null,
      trocas: 2,
      unidades: 3,
      valor: 300,
      vendidas: 5,
      percentual_devolvido: 60,
      por_motivo: { Defeito: 1, Tamanho: 2 },
    });
  });

  it('pages: two rows a page, the whole count in total_linhas', async () => {
    const r = await trocas({ de: hoje, ate: hoje, agrupar: 'motivo_tamanho', limite: 2, pagina: 1 });
    expect(r.linhas.length).toBeLessThanOrEqual(2);
    expect(r.pagina.total_linhas).toBeGreaterThanOrEqual(3);
  });
});

describe('getRelatorioTitulos', () => {
  const periodo = () => ({ de: mes, ate: `${mes.slice(0, 8)}${new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).getUTCDate()}` });

  it('by situação, both sides: lines per side × situação and totals per side without the cancelled', async () => {
    const r = await titulos({ ...periodo(), lado: 'ambos', agrupar: 'situacao', limite: LIMITE_EXPORTACAO, pagina: 1 });
    expect(r.linhas.map(({ chave, lado, situacao, titulos: n, valor, pago, saldo }) => ({ chave, lado, situacao, n, valor, pago, saldo }))).toEqual([
      { chave: 'receber:aberto', lado: 'receber', situacao: 'aberto', n: 2, valor: 200, pago: 0, saldo: 200 },
      { chave: 'pagar:parcial', lado: 'pagar', situacao: 'parcial', n: 1, valor: 2500, pago: 1000, saldo: 1500 },
      { chave: 'pagar:cancelado', lado: 'pagar', situacao: 'cancelado', n: 1, valor: 300, pago: 0, saldo: 300 },
    ]);
    expect(r.totais).toEqual({
      receber: { titulos: 2, valor: 200, saldo: 200, pago: 0, vencido: 0, cancelados: 0 },
      pagar: { titulos: 1, valor: 2500, saldo: 1500, pago: 1000, vencido: 0, cancelados: 1 },
    });
  });

  it('by due day of one side: every day of the month, zeros included; only that side’s totals', async () => {
    const r = await titulos({ ...periodo(), lado: 'receber', agrupar: 'dia', limite: LIMITE_EXPORTACAO, pagina: 1 });
    expect(r.linhas.length).toBeGreaterThanOrEqual(28);
    expect(r.linhas[9]).toMatchObject({ vencimento: `${mes.slice(0, 8)}10`, lado: 'receber', titulos: 2, valor: 200, saldo: 200 });
    expect(r.linhas[0]).toMatchObject({ titulos: 0, valor: 0 });
    expect(Object.keys(r.totais)).toEqual(['receber']);
  });

  it('one by one, by due date, with the person and the page', async () => {
    const r = await titulos({ ...periodo(), lado: 'ambos', agrupar: 'titulo', limite: 2, pagina: 2 });
    expect(r.linhas.map((l) => [l.vencimento, l.lado, l.situacao])).toEqual([
      [`${mes.slice(0, 8)}10`, 'receber', 'aberto'],
      [`${mes.slice(0, 8)}20`, 'pagar', 'cancelado'],
    ]);
    expect(r.pagina).toEqual({ pagina: 2, limite: 2, total_linhas: 4 });
  });
});
