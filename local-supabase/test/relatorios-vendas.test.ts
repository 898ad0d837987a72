/**
 * The sales reports (issue 28, migration 20261130007000): relatorio_vendas, relatorio_mais_vendidos,
 * relatorio_curva_abc and relatorio_margem. Sales made here through the screens' functions are moved to
 * March 2021 (and one to February, the previous period), where nothing else lives, so every figure is known
 * to the cent; over the last 30 days (the seed plus whatever the other files sold) each total is compared
 * with an independent SQL, and the ABC classes with the rule applied here. Staff (the user too) read;
 * a cliente is refused in Portuguese, anon has no execute.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientAs, fecharCaixasAbertos, formaId, sql, unique } from './support.ts';

interface Pagina {
  pagina: number;
  limite: number;
  total_linhas: number;
}
interface Relatorio<L, T> {
  relatorio: string;
  periodo: { de: string; ate: string };
  filtros: Record<string, unknown>;
  linhas: L[];
  totais: T;
  pagina: Pagina;
}
interface Numeros {
  vendas: number;
  faturamento: string;
  ticket_medio: string;
  desconto: string;
}
interface LinhaVendas extends Numeros {
  chave: string;
  rotulo: string;
  anterior?: Numeros;
}
interface TotaisVendas extends Numeros {
  trocas: { devolvido: string; novos: string; liquido: string };
  faturamento_liquido: string;
}
type RelVendas = Relatorio<LinhaVendas, TotaisVendas> & {
  anterior: { de: string; ate: string };
  totais_anterior: Numeros;
  variacao: { vendas: string | null; faturamento: string | null };
};
interface LinhaProduto {
  chave: number;
  rotulo: string;
  unidades: number;
  receita: string;
  custo: string;
  margem: string;
  margem_percentual: string | null;
  cor?: string;
  tamanho?: string;
  categoria?: string;
}
interface TotaisProduto {
  unidades: number;
  receita: string;
  custo: string;
  margem: string;
  margem_percentual: string | null;
}
interface LinhaAbc {
  posicao: number;
  chave: number;
  rotulo: string;
  valor: string | number;
  percentual: string;
  percentual_acumulado: string;
  classe: 'A' | 'B' | 'C';
}

const DE = '2021-03-01';
const ATE = '2021-03-31';

let funcionario: SupabaseClient;
let admin: SupabaseClient;
let user: SupabaseClient;
const p = { a: 0, aP: 0, aM: 0, b: 0, c: 0, d: 0, nomeA: '' };

async function rpc<T>(quem: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await quem.rpc(fn, args);
  expect(error).toBeNull();
  return data as T;
}

async function vender(itens: unknown[], pagamentos: { forma: string; valor: number }[], extra: Record<string, unknown> = {}) {
  const p_pagamentos = [];
  for (const pg of pagamentos) p_pagamentos.push({ forma_pagamento_id: await formaId(pg.forma), valor: pg.valor });
  const { data, error } = await funcionario.rpc('finalizar_venda', { p_itens: itens, p_pagamentos, ...extra });
  expect(error).toBeNull();
  return (data as { id: number }).id;
}
const moverVenda = (id: number, quando: string) => sql('update public.vendas set confirmada_em = $2 where id = $1', [id, quando]);

beforeAll(async () => {
  await fecharCaixasAbertos();
  [funcionario, admin, user] = await Promise.all([clientAs('funcionario'), clientAs('admin'), clientAs('user')]);
  expect((await admin.rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();

  // A: R$ 100 (cost 30 + 10), grades Azul/P and Azul/M; B: R$ 50 (cost 20); C: R$ 10 (cost 4), D: R$ 5 (cost 1).
  p.nomeA = unique('Maiô Relatório');
  const [a] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 100, 30, 10, 1) returning id`,
    [p.nomeA],
  );
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 5), ($1, 'Azul', 'M', 5) returning id`,
    [a.id],
  );
  const outro = async (nome: string, preco: number, custo: number, categoria: number) =>
    Number(
      (
        await sql<{ id: string }>(
          `insert into public.produtos (nome, preco_venda, preco_custo, estoque_atual, categoria_id) values ($1, $2, $3, 10, $4) returning id`,
          [unique(nome), preco, custo, categoria],
        )
      )[0].id,
    );
  Object.assign(p, { a: Number(a.id), aP: Number(grades[0].id), aM: Number(grades[1].id) });
  p.b = await outro('Saída Relatório', 50, 20, 2);
  p.c = await outro('Tiara Relatório', 10, 4, 1);
  p.d = await outro('Chaveiro Relatório', 5, 1, 2);

  // s1: 2 × A/P + 1 × B = 250, − 25 on the sale (10 %) = 225 by Pix. A's lines carry 20 of the discount, B's 5.
  const s1 = await vender(
    [
      { produto_id: p.a, grade_id: p.aP, quantidade: 2 },
      { produto_id: p.b, quantidade: 1 },
    ],
    [{ forma: 'Pix', valor: 225 }],
    { p_desconto: 25 },
  );
  // s2: 1 × A/M + 2 × C = 120: 100 by Pix, 20 in cash.
  const s2 = await vender(
    [
      { produto_id: p.a, grade_id: p.aM, quantidade: 1 },
      { produto_id: p.c, quantidade: 2 },
    ],
    [
      { forma: 'Pix', valor: 100 },
      { forma: 'Dinheiro', valor: 20 },
    ],
  );
  const s3 = await vender([{ produto_id: p.d, quantidade: 1 }], [{ forma: 'Pix', valor: 5 }]);
  // Cancelled: counted nowhere.
  const s4 = await vender([{ produto_id: p.b, quantidade: 1 }], [{ forma: 'Pix', valor: 50 }]);
  expect((await admin.rpc('cancelar_venda', { p_venda_id: s4, p_motivo: 'Lançada em dobro' })).error).toBeNull();
  // The previous period (29/01 to 28/02): one B.
  const s5 = await vender([{ produto_id: p.b, quantidade: 1 }], [{ forma: 'Pix', valor: 50 }]);
  // An exchange on s1: one A/P back at what was paid (90), one A/M out (100), 10 by Pix.
  const [linhaP] = await sql<{ id: string }>('select id from public.itens_venda where venda_id = $1 and grade_id = $2', [s1, p.aP]);
  const troca = await rpc<{ id: number; valor_devolvido: number; valor_novo: number }>(funcionario, 'registrar_troca', {
    p_venda_id: s1,
    p_devolvidos: [{ item_venda_id: Number(linhaP.id), quantidade: 1, motivo: 'Tamanho' }],
    p_novos: [{ produto_id: p.a, grade_id: p.aM, quantidade: 1 }],
    p_pagamentos: [{ forma_pagamento_id: await formaId('Pix'), valor: 10 }],
  });
  expect(troca).toMatchObject({ valor_devolvido: 90, valor_novo: 100 });

  // Today (stays today, for the last-30-days checks): 10 + 5 + 50 − 2 on B's line = 63, − 4 on the sale = 59.
  await vender(
    [
      { produto_id: p.c, quantidade: 1 },
      { produto_id: p.d, quantidade: 1 },
      { produto_id: p.b, quantidade: 1, desconto: 2 },
    ],
    [
      { forma: 'Pix', valor: 50 },
      { forma: 'Dinheiro', valor: 9 },
    ],
    { p_desconto: 4 },
  );

  await moverVenda(s1, '2021-03-05 12:00:00-03');
  await moverVenda(s2, '2021-03-05 18:00:00-03');
  // 23:30 in São Paulo on the 12th is already the 13th in UTC: still the 12th for the shop.
  await moverVenda(s3, '2021-03-12 23:30:00-03');
  await moverVenda(s5, '2021-02-15 10:00:00-03');
  await sql(`update public.trocas set criada_em = '2021-03-20 15:00:00-03' where id = $1`, [troca.id]);
});
afterAll(fecharCaixasAbertos);

const vendas = (args: Record<string, unknown>, quem: SupabaseClient = funcionario) => rpc<RelVendas>(quem, 'relatorio_vendas', { p_de: DE, p_ate: ATE, ...args });

describe('relatorio_vendas', () => {
  it('March 2021: three confirmed sales (not the cancelled one), the discount, the exchange, February alongside', async () => {
    const r = await vendas({ p_agrupar: 'mes' });
    expect(r.periodo).toEqual({ de: DE, ate: ATE });
    expect(r.anterior).toEqual({ de: '2021-01-29', ate: '2021-02-28' });
    expect(r.totais).toEqual({
      vendas: 3,
      faturamento: '350.00',
      ticket_medio: '116.67',
      desconto: '25.00',
      trocas: { devolvido: '90.00', novos: '100.00', liquido: '10.00' },
      faturamento_liquido: '360.00',
    });
    expect(r.totais_anterior).toEqual({ vendas: 1, faturamento: '50.00', ticket_medio: '50.00', desconto: '0.00' });
    expect(r.variacao).toEqual({ vendas: '200.00', faturamento: '600.00' });
    expect(r.linhas).toEqual([{ chave: '2021-03-01', rotulo: '03/2021', vendas: 3, faturamento: '350.00', ticket_medio: '116.67', desconto: '25.00' }]);
    expect(r.pagina).toEqual({ pagina: 1, limite: 50, total_linhas: 1 });
  });

  it('per day fills every day of the month (the shop’s day, São Paulo), pages them; per week from Monday', async () => {
    const dia = await vendas({ p_agrupar: 'dia', p_limite: 10, p_pagina: 1 });
    expect(dia.pagina).toEqual({ pagina: 1, limite: 10, total_linhas: 31 });
    expect(dia.linhas).toHaveLength(10);
    expect(dia.linhas[4]).toEqual({ chave: '2021-03-05', rotulo: '05/03/2021', vendas: 2, faturamento: '345.00', ticket_medio: '172.50', desconto: '25.00' });
    expect(dia.linhas.filter((l) => l.vendas > 0).map((l) => l.chave)).toEqual(['2021-03-05']);
    const dia2 = await vendas({ p_agrupar: 'dia', p_limite: 10, p_pagina: 2 });
    expect(dia2.linhas[1]).toMatchObject({ chave: '2021-03-12', vendas: 1, faturamento: '5.00' });
    expect((await vendas({ p_agrupar: 'dia', p_limite: 10, p_pagina: 4 })).linhas.map((l) => l.chave)).toEqual(['2021-03-31']);

    const semana = await vendas({ p_agrupar: 'semana' });
    expect(semana.linhas.map((l) => [l.chave, l.rotulo, l.vendas, l.faturamento])).toEqual([
      ['2021-03-01', 'Semana de 01/03/2021', 2, '345.00'],
      ['2021-03-08', 'Semana de 08/03/2021', 1, '5.00'],
      ['2021-03-15', 'Semana de 15/03/2021', 0, '0.00'],
      ['2021-03-22', 'Semana de 22/03/2021', 0, '0.00'],
      ['2021-03-29', 'Semana de 29/03/2021', 0, '0.00'],
    ]);
  });

  it('by payment form (a sale counts in each form it used), by origin and by seller, with the previous period per line', async () => {
    const [pix, dinheiro] = [await formaId('Pix'), await formaId('Dinheiro')];
    const forma = await vendas({ p_agrupar: 'forma_pagamento' });
    expect(forma.linhas).toEqual([
      {
        chave: String(pix),
        rotulo: 'Pix',
        vendas: 3,
        faturamento: '330.00',
        ticket_medio: '110.00',
        desconto: '25.00',
        anterior: { vendas: 1, faturamento: '50.00', ticket_medio: '50.00', desconto: '0.00' },
      },
      {
        chave: String(dinheiro),
        rotulo: 'Dinheiro',
        vendas: 1,
        faturamento: '20.00',
        ticket_medio: '20.00',
        desconto: '0.00',
        anterior: { vendas: 0, faturamento: '0.00', ticket_medio: '0.00', desconto: '0.00' },
      },
    ]);
    const origem = await vendas({ p_agrupar: 'origem' });
    expect(origem.linhas).toEqual([
      {
        chave: 'balcao',
        rotulo: 'Balcão',
        vendas: 3,
        faturamento: '350.00',
        ticket_medio: '116.67',
        desconto: '25.00',
        anterior: { vendas: 1, faturamento: '50.00', ticket_medio: '50.00', desconto: '0.00' },
      },
    ]);
    const [vendedor] = await sql<{ id: string; nome: string }>(
      `select u.id, u.nome from public.vendas v join public.usuarios u on u.id = v.vendedor_id
        where v.confirmada_em >= '2021-03-05 00:00-03' and v.confirmada_em < '2021-03-06 00:00-03' limit 1`,
    );
    expect((await vendas({ p_agrupar: 'vendedor' })).linhas).toEqual([
      expect.objectContaining({ chave: vendedor.id, rotulo: vendedor.nome, vendas: 3, faturamento: '350.00' }),
    ]);
  });

  it('the last 30 days agree to the cent with an independent SQL over the seed and every file’s sales; the user reads it too', async () => {
    const [{ hoje }] = await sql<{ hoje: string }>(`select to_char(public._hoje_loja(), 'YYYY-MM-DD') hoje`);
    const [{ de }] = await sql<{ de: string }>(`select to_char(public._hoje_loja() - 29, 'YYYY-MM-DD') de`);
    const r = await vendas({ p_de: de, p_ate: hoje, p_agrupar: 'forma_pagamento', p_limite: 50000 }, user);
    const [esperado] = await sql<{ vendas: number; faturamento: string; desconto: string }>(
      `select count(*)::int vendas, coalesce(sum(v.total), 0)::numeric(14,2)::text faturamento,
              (coalesce(sum(v.desconto), 0) + coalesce((select sum(i.desconto) from public.itens_venda i join public.vendas w on w.id = i.venda_id
                  where w.status = 'confirmada' and (w.confirmada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date), 0))::numeric(14,2)::text desconto
         from public.vendas v
        where v.status = 'confirmada' and (v.confirmada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date`,
      [de, hoje],
    );
    expect(esperado.vendas).toBeGreaterThan(0);
    expect(r.totais).toMatchObject(esperado);
    const porForma = await sql<{ chave: string; vendas: number; faturamento: string }>(
      `select p.forma_pagamento_id::text chave, count(distinct v.id)::int vendas, sum(p.valor)::numeric(14,2)::text faturamento
         from public.vendas v join public.pagamentos_venda p on p.venda_id = v.id
        where v.status = 'confirmada' and (v.confirmada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date
        group by 1 order by sum(p.valor) desc, 1`,
      [de, hoje],
    );
    expect(r.linhas.filter((l) => l.vendas > 0).map((l) => ({ chave: l.chave, vendas: l.vendas, faturamento: l.faturamento }))).toEqual(porForma);
  });
});

describe('relatorio_mais_vendidos and relatorio_margem', () => {
  it('per product, net of the exchange, with the cost copied on each line; per colour × size inside the product', async () => {
    const r = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(funcionario, 'relatorio_mais_vendidos', { p_de: DE, p_ate: ATE });
    expect(r.linhas.map((l) => [l.chave, l.unidades, l.receita, l.custo, l.margem, l.margem_percentual])).toEqual([
      [p.a, 3, '290.00', '120.00', '170.00', '58.62'],
      [p.c, 2, '20.00', '8.00', '12.00', '60.00'],
      [p.b, 1, '45.00', '20.00', '25.00', '55.56'],
      [p.d, 1, '5.00', '1.00', '4.00', '80.00'],
    ]);
    expect(r.linhas[0].rotulo).toBe(p.nomeA);
    expect(r.totais).toEqual({ unidades: 7, receita: '360.00', custo: '149.00', margem: '211.00', margem_percentual: '58.61' });
    const porReceita = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(funcionario, 'relatorio_mais_vendidos', { p_de: DE, p_ate: ATE, p_ordem: 'receita', p_limite: 2 });
    expect(porReceita.linhas.map((l) => l.chave)).toEqual([p.a, p.b]);
    expect(porReceita.pagina).toEqual({ pagina: 1, limite: 2, total_linhas: 4 });

    // Inside A: M sold 1 and went out in the exchange; one of the two P came back.
    const grade = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(user, 'relatorio_mais_vendidos', { p_de: DE, p_ate: ATE, p_produto_id: p.a });
    expect(grade.linhas.map((l) => [l.chave, l.rotulo, l.cor, l.tamanho, l.unidades, l.receita, l.custo])).toEqual([
      [p.aM, 'Azul · M', 'Azul', 'M', 2, '200.00', '80.00'],
      [p.aP, 'Azul · P', 'Azul', 'P', 1, '90.00', '40.00'],
    ]);
    expect(grade.totais).toMatchObject({ unidades: 3, receita: '290.00', custo: '120.00' });
  });

  it('margem per product and per category; the last 30 days agree with an independent SQL', async () => {
    const produto = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(funcionario, 'relatorio_margem', { p_de: DE, p_ate: ATE });
    expect(produto.linhas.map((l) => [l.chave, l.margem])).toEqual([
      [p.a, '170.00'],
      [p.b, '25.00'],
      [p.c, '12.00'],
      [p.d, '4.00'],
    ]);
    const categoria = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(funcionario, 'relatorio_margem', { p_de: DE, p_ate: ATE, p_agrupar: 'categoria' });
    const nomes = await sql<{ id: string; nome: string }>('select id, nome from public.categorias where id in (1, 2) order by id');
    expect(categoria.linhas.map((l) => [l.chave, l.rotulo, l.unidades, l.receita, l.custo, l.margem])).toEqual([
      [1, nomes[0].nome, 5, '310.00', '128.00', '182.00'],
      [2, nomes[1].nome, 2, '50.00', '21.00', '29.00'],
    ]);
    expect(categoria.totais).toEqual(produto.totais);

    const [{ hoje, de }] = await sql<{ hoje: string; de: string }>(
      `select to_char(public._hoje_loja(), 'YYYY-MM-DD') hoje, to_char(public._hoje_loja() - 29, 'YYYY-MM-DD') de`,
    );
    const recente = await rpc<Relatorio<LinhaProduto, TotaisProduto>>(user, 'relatorio_margem', { p_de: de, p_ate: hoje, p_limite: 50000 });
    // Independent: each confirmed sale's lines less their share of the sale's discount (the product reports read
    // lines; over the shared test database some files arrange sales whose header and lines differ, which the
    // Vendas report, reading the headers, is checked against above), exchanges as the DRE reads them.
    const [esperado] = await sql<{ unidades: number; receita: string; custo: string }>(
      `with v as (select * from public.vendas where status = 'confirmada' and (confirmada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date),
            t as (select * from public.trocas where (criada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date)
       select ((select coalesce(sum(i.quantidade), 0) from v join public.itens_venda i on i.venda_id = v.id)
             + (select coalesce(sum(n.quantidade), 0) from t join public.trocas_itens_novos n on n.troca_id = t.id)
             - (select coalesce(sum(d.quantidade), 0) from t join public.trocas_itens_devolvidos d on d.troca_id = t.id))::int unidades,
              ((select coalesce(sum(i.total - case when v.desconto > 0 then i.total * v.desconto / v.subtotal else 0 end), 0)
                  from v join public.itens_venda i on i.venda_id = v.id)
             + (select coalesce(sum(n.total), 0) from t join public.trocas_itens_novos n on n.troca_id = t.id)
             - (select coalesce(sum(d.valor), 0) from t join public.trocas_itens_devolvidos d on d.troca_id = t.id))::numeric(14,2)::text receita,
              ((select coalesce(sum(i.quantidade * i.custo_unitario), 0) from v join public.itens_venda i on i.venda_id = v.id)
             + (select coalesce(sum(n.quantidade * n.custo_unitario), 0) from t join public.trocas_itens_novos n on n.troca_id = t.id)
             - (select coalesce(sum(d.quantidade * d.custo_unitario), 0) from t join public.trocas_itens_devolvidos d on d.troca_id = t.id
                 where not d.com_defeito))::numeric(14,2)::text custo`,
      [de, hoje],
    );
    expect(recente.totais).toMatchObject(esperado);
  });
});

describe('relatorio_curva_abc', () => {
  it('March 2021 by units: A up to 80 % cumulative, B up to 95 %, C the rest; by revenue the first product already passes 80 %', async () => {
    const unidades = await rpc<Relatorio<LinhaAbc, { valor: number; itens: number; por_classe: Record<string, { itens: number; valor: string }> }>>(
      funcionario,
      'relatorio_curva_abc',
      { p_de: DE, p_ate: ATE, p_criterio: 'unidades' },
    );
    // 3, 2, 1, 1 of 7: 42,86 % · 71,43 % · 85,71 % · 100 % (B before D: same units, smaller id first).
    expect(unidades.linhas.map((l) => [l.posicao, l.chave, l.valor, l.percentual, l.percentual_acumulado, l.classe])).toEqual([
      [1, p.a, 3, '42.86', '42.86', 'A'],
      [2, p.c, 2, '28.57', '71.43', 'A'],
      [3, p.b, 1, '14.29', '85.71', 'B'],
      [4, p.d, 1, '14.29', '100.00', 'C'],
    ]);
    expect(unidades.totais).toEqual({
      valor: 7,
      itens: 4,
      por_classe: { A: { itens: 2, valor: '5.00' }, B: { itens: 1, valor: '1.00' }, C: { itens: 1, valor: '1.00' } },
    });
    const receita = await rpc<Relatorio<LinhaAbc, unknown>>(funcionario, 'relatorio_curva_abc', { p_de: DE, p_ate: ATE });
    // 290, 45, 20, 5 of 360: 80,56 % · 93,06 % · 98,61 % · 100 %.
    expect(receita.linhas.map((l) => [l.chave, l.valor, l.percentual_acumulado, l.classe])).toEqual([
      [p.a, '290.00', '80.56', 'B'],
      [p.b, '45.00', '93.06', 'B'],
      [p.c, '20.00', '98.61', 'C'],
      [p.d, '5.00', '100.00', 'C'],
    ]);
  });

  it('over the last 30 days the classes follow the rule on an independent SQL of each product’s margin', async () => {
    const [{ hoje, de }] = await sql<{ hoje: string; de: string }>(
      `select to_char(public._hoje_loja(), 'YYYY-MM-DD') hoje, to_char(public._hoje_loja() - 29, 'YYYY-MM-DD') de`,
    );
    const r = await rpc<Relatorio<LinhaAbc, unknown>>(user, 'relatorio_curva_abc', { p_de: de, p_ate: hoje, p_criterio: 'margem', p_limite: 50000 });
    const margens = await sql<{ chave: number; margem: string }>(
      `with linhas as (
         select i.produto_id, i.total * v.total / v.subtotal as receita, i.quantidade * i.custo_unitario as custo
           from public.vendas v join public.itens_venda i on i.venda_id = v.id
          where v.status = 'confirmada' and v.subtotal > 0 and (v.confirmada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date
         union all
         select n.produto_id, n.total, n.quantidade * n.custo_unitario from public.trocas t join public.trocas_itens_novos n on n.troca_id = t.id
          where (t.criada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date
         union all
         select d.produto_id, -d.valor, case when d.com_defeito then 0 else -d.quantidade * d.custo_unitario end
           from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id
          where (t.criada_em at time zone 'America/Sao_Paulo')::date between $1::date and $2::date)
       select produto_id::int chave, (round(sum(receita), 2) - round(sum(custo), 2))::text margem from linhas group by produto_id`,
      [de, hoje],
    );
    expect(margens.length).toBeGreaterThan(0);
    // Cents as integers: sort, accumulate the positive values, cut at 80 % and 95 % exactly.
    const itens = margens
      .map((m) => ({ chave: m.chave, c: Math.round(Number(m.margem) * 100) }))
      .sort((x, y) => y.c - x.c || x.chave - y.chave);
    const total = itens.reduce((s, i) => s + Math.max(i.c, 0), 0);
    let acumulado = 0;
    const esperado = itens.map((i) => {
      acumulado += Math.max(i.c, 0);
      const classe = i.c <= 0 ? 'C' : acumulado * 100 <= total * 80 ? 'A' : acumulado * 100 <= total * 95 ? 'B' : 'C';
      return [i.chave, (i.c / 100).toFixed(2), classe];
    });
    expect(r.linhas.map((l) => [l.chave, l.valor, l.classe])).toEqual(esperado);
    expect(r.pagina.total_linhas).toBe(esperado.length);
  });
});

describe('refusals', () => {
  it('a cliente is refused in Portuguese, anon has no execute; bad periods and groupings are refused in words', async () => {
    const [cliente, anon] = await Promise.all([clientAs('cliente'), clientAs('anon')]);
    const chamadas: [string, Record<string, unknown>][] = [
      ['relatorio_vendas', { p_de: DE, p_ate: ATE }],
      ['relatorio_mais_vendidos', { p_de: DE, p_ate: ATE }],
      ['relatorio_curva_abc', { p_de: DE, p_ate: ATE }],
      ['relatorio_margem', { p_de: DE, p_ate: ATE }],
    ];
    for (const [fn, args] of chamadas) {
      const c = await cliente.rpc(fn, args);
      expect(c.error).toMatchObject({ code: '42501', message: 'Acesso restrito à equipe da loja' });
      expect(c.data).toBeNull();
      expect((await anon.rpc(fn, args)).error).toMatchObject({ code: '42501', message: `permission denied for function ${fn}` });
      expect((await user.rpc(fn, args)).error).toBeNull();
    }
    const erro = async (fn: string, args: Record<string, unknown>) => (await funcionario.rpc(fn, args)).error;
    expect(await erro('relatorio_vendas', { p_de: ATE, p_ate: DE })).toMatchObject({ code: '22023', message: 'A data inicial passa da final.' });
    expect(await erro('relatorio_vendas', { p_de: null, p_ate: ATE })).toMatchObject({ code: '22023', message: 'Escolha o período.' });
    expect(await erro('relatorio_vendas', { p_de: '2018-01-01', p_ate: ATE })).toMatchObject({ code: '22023', message: 'Escolha um período de até 3 anos.' });
    expect(await erro('relatorio_vendas', { p_de: DE, p_ate: ATE, p_agrupar: 'ano' })).toMatchObject({ code: '22023', message: 'Agrupamento inválido.' });
    expect(await erro('relatorio_curva_abc', { p_de: DE, p_ate: ATE, p_criterio: 'lucro' })).toMatchObject({ code: '22023', message: 'Critério inválido.' });
    expect(await erro('relatorio_margem', { p_de: DE, p_ate: ATE, p_limite: 50001 })).toMatchObject({ code: '22023', message: 'Paginação inválida.' });
  });
});
