/**
 * Issue 28, the títulos report (migration 20261130008000): relatorio_titulos lists the títulos due in a period by
 * side × situação (aberto, parcial, vencido, pago, cancelado), by due day (every day, zeros included) or one by
 * one, with totals per side that leave cancelled títulos out. Títulos made here fall in a month of 2031 nobody
 * else uses, so that month's figures are exact; the current year's totals equal an independent SQL. Fluxo de caixa
 * and DRE have their own functions and tests. Staff only: anon and cliente refused in words, user allowed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql, unique } from './support.ts';

interface Linha {
  chave: string;
  rotulo: string;
  lado: string;
  situacao?: string;
  vencimento?: string;
  pessoa?: string;
  titulos: number;
  valor: string;
  saldo: string;
  pago: string;
}
interface Lado {
  titulos: number;
  valor: string;
  saldo: string;
  pago: string;
  vencido: string;
  cancelados: number;
}
interface Relatorio {
  relatorio: string;
  linhas: Linha[];
  totais: Record<string, Lado>;
  pagina: { pagina: number; limite: number; total_linhas: number };
}

async function relatorio(args: Record<string, unknown>): Promise<Relatorio> {
  const { data, error } = await (await clientAs('user')).rpc('relatorio_titulos', { p_limite: 50000, ...args });
  expect(error).toBeNull();
  return data as Relatorio;
}

const MARCO = { p_de: '2031-03-01', p_ate: '2031-03-31' };

beforeAll(async () => {
  const [cat] = await sql<{ id: string }>(`select id from public.categorias_financeiras order by id limit 1`);
  const inserir = (lado: string, descricao: string, vencimento: string, valor: number, cancelado = false) =>
    sql(
      `insert into public.titulos (lado, origem, descricao, categoria_id, emissao, competencia, vencimento, valor, saldo, cancelado_em, motivo_cancelamento)
       values ($1, 'manual', $2, $3, $4::date, $4::date, $4::date, $5, $5, case when $6 then now() end, case when $6 then 'Lançado em dobro' end)`,
      [lado, unique(descricao), cat.id, vencimento, valor, cancelado],
    );
  await inserir('receber', 'Crediário Março', '2031-03-10', 150.5);
  await inserir('receber', 'Crediário Março', '2031-03-10', 49.5);
  await inserir('pagar', 'Aluguel Março', '2031-03-05', 2500);
  await inserir('pagar', 'Aluguel Março', '2031-03-20', 300, true);
});

describe('relatorio_titulos', () => {
  it('groups the month’s títulos by side × situação with totals that leave the cancelled out', async () => {
    const r = await relatorio(MARCO);
    expect(r.linhas).toEqual([
      { chave: 'receber:aberto', rotulo: 'A receber · Em aberto', lado: 'receber', situacao: 'aberto', titulos: 2, valor: '200.00', saldo: '200.00', pago: '0.00' },
      { chave: 'pagar:aberto', rotulo: 'A pagar · Em aberto', lado: 'pagar', situacao: 'aberto', titulos: 1, valor: '2500.00', saldo: '2500.00', pago: '0.00' },
      { chave: 'pagar:cancelado', rotulo: 'A pagar · Cancelado', lado: 'pagar', situacao: 'cancelado', titulos: 1, valor: '300.00', saldo: '300.00', pago: '0.00' },
    ]);
    expect(r.totais).toEqual({
      receber: { titulos: 2, valor: '200.00', saldo: '200.00', pago: '0.00', vencido: '0.00', cancelados: 0 },
      pagar: { titulos: 1, valor: '2500.00', saldo: '2500.00', pago: '0.00', vencido: '0.00', cancelados: 1 },
    });
  });

  it('by due day: every day of the period per side, zeros included; one side only when asked', async () => {
    const r = await relatorio({ ...MARCO, p_agrupar: 'dia', p_lado: 'receber' });
    expect(r.linhas).toHaveLength(31);
    expect(r.linhas[9]).toMatchObject({ chave: '2031-03-10:receber', rotulo: '10/03/2031', vencimento: '2031-03-10', titulos: 2, valor: '200.00' });
    expect(r.linhas[0]).toMatchObject({ titulos: 0, valor: '0.00', saldo: '0.00' });
    expect(Object.keys(r.totais)).toEqual(['receber']);
  });

  it('one by one, by due date, with the page', async () => {
    const r = await relatorio({ ...MARCO, p_agrupar: 'titulo', p_limite: 2, p_pagina: 1 });
    expect(r.linhas.map((l) => l.vencimento)).toEqual(['2031-03-05', '2031-03-10']);
    expect(r.pagina).toEqual({ pagina: 1, limite: 2, total_linhas: 4 });
  });

  it('the current year’s totals equal an independent SQL over every título, to the cent', async () => {
    const [{ ano }] = await sql<{ ano: number }>(`select extract(year from public._hoje_loja())::int ano`);
    const periodo = { p_de: `${ano}-01-01`, p_ate: `${ano}-12-31` };
    const esperado = await sql<{ lado: string; titulos: string; valor: string; saldo: string; vencido: string; cancelados: string }>(
      `select l.lado, count(t.id) filter (where t.status <> 'cancelado') titulos,
              coalesce(sum(t.valor) filter (where t.status <> 'cancelado'), 0)::numeric(14, 2)::text valor,
              coalesce(sum(t.saldo) filter (where t.status <> 'cancelado'), 0)::numeric(14, 2)::text saldo,
              coalesce(sum(t.saldo) filter (where t.status in ('aberto', 'parcial') and t.vencimento < public._hoje_loja()), 0)::numeric(14, 2)::text vencido,
              count(t.id) filter (where t.status = 'cancelado') cancelados
         from (values ('receber'), ('pagar')) l(lado)
         left join public.titulos t on t.lado = l.lado and t.vencimento between $1::date and $2::date
        group by l.lado`,
      [periodo.p_de, periodo.p_ate],
    );
    const r = await relatorio(periodo);
    for (const e of esperado) {
      expect(r.totais[e.lado]).toMatchObject({ titulos: Number(e.titulos), valor: e.valor, saldo: e.saldo, vencido: e.vencido, cancelados: Number(e.cancelados) });
    }
    // The lines (cancelled apart) add up to the side's valor.
    for (const lado of ['receber', 'pagar']) {
      const soma = r.linhas.filter((l) => l.lado === lado && l.situacao !== 'cancelado').reduce((s, l) => s + Math.round(Number(l.valor) * 100), 0);
      expect(soma).toBe(Math.round(Number(r.totais[lado].valor) * 100));
    }
  });

  it('refuses anon, cliente and bad arguments in words', async () => {
    expect((await (await clientAs('anon')).rpc('relatorio_titulos', MARCO)).error).toMatchObject({
      code: '42501',
      message: 'permission denied for function relatorio_titulos',
    });
    const cliente = await (await clientAs('cliente')).rpc('relatorio_titulos', MARCO);
    expect(cliente.error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
    const user = await clientAs('user');
    expect((await user.rpc('relatorio_titulos', { ...MARCO, p_lado: 'ambos' })).error?.message).toBe('Lado inválido.');
    expect((await user.rpc('relatorio_titulos', { ...MARCO, p_agrupar: 'mes' })).error?.message).toBe('Agrupamento inválido.');
    expect((await user.rpc('relatorio_titulos', { p_de: '2020-01-01', p_ate: '2031-12-31' })).error?.message).toBe('Escolha um período de até 3 anos.');
  });
});
