/**
 * The counter sale under 16 concurrent sellers (part of the vendas suite, see vendas.ts; issue 24:
 * "Finalizar venda (3 lines, 2 payments) through the gateway: p95 ≤ 150 ms at 16 concurrent sellers").
 *
 * The demo funcionario opens the cash session (abrir_caixa, through the gateway); 16 separately
 * signed-in sellers (8 as the demo admin, 8 as the demo funcionario) then call finalizar_venda as the
 * PDV's "Finalizar venda" does: 3 lines of different bench products (1 or 2 units, grades and
 * products without grades), every other sale for a registered customer, paid with Dinheiro (half the
 * total in whole reais, handed over rounded up to the next R$ 10, so there is change) plus Pix for the
 * rest, to the cent. Each seller makes its calls one after the other; the figures are the round with the
 * median p95 (every sale of the shop waits for the one before on the open session's row lock:
 * `_caixa_aberto()`), and "sozinha": one seller alone.
 *
 * Checks (any failure fails the suite): every answer is the sale with the total and change the bench
 * computed; the stock of every line's grade or product went down by exactly what was sold and the
 * ledger explains it (checkLedger); closing the session (fechar_caixa, through the gateway) with the
 * cash the bench counted leaves a difference of 0.
 */
import type pg from 'pg';
import { Pool } from 'undici';
import { machineLoad } from './machine-load.ts';
import { median, ms } from './measure.ts';
import { checkLedger, createBenchProducts, MARCA, stockFromLedger } from './seed-movimentacoes.ts';
import { signInAs, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const SELLERS = 16;
const WARMUP_CALLS = 2;
const ROUNDS = 3;
const CALLS_PER_ROUND = 20;
const ALONE_CALLS = 20;
const BUDGET_MS = 150;
const PRODUTOS = 400;
const ESTOQUE_INICIAL = 5_000;
const ABERTURA_CENTAVOS = 200_00;
const PREFIXO = `${MARCA}F`;

interface Alvo {
  produtoId: number;
  gradeId: number | null;
  precoCentavos: number;
}

interface Venda {
  linhas: { alvo: Alvo; quantidade: number }[];
  clienteId: number | null;
  totalCentavos: number;
  dinheiroCentavos: number;
  recebidoCentavos: number;
  pixCentavos: number;
}

interface Resposta {
  venda: Venda;
  ms: number;
  ok: boolean;
  erro?: string;
}

const reais = (centavos: number) => (centavos / 100).toFixed(2);

/** A small seeded generator (mulberry32): the same draws on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepare(client: pg.Client): Promise<{ alvos: Alvo[]; clientes: number[]; dinheiro: number; pix: number }> {
  await client.query('begin');
  try {
    await createBenchProducts(client, 'F', PRODUTOS);
    const { rows } = await client.query<{ produto_id: string; grade_id: string | null; preco: string }>(
      `select p.id produto_id, g.id grade_id, p.preco_venda preco
         from public.produtos p left join public.grades_produto g on g.produto_id = p.id
        where p.codigo_barras like $1 || '%' order by p.id, g.id`,
      [PREFIXO],
    );
    const alvos = rows.map((r) => ({ produtoId: Number(r.produto_id), gradeId: r.grade_id === null ? null : Number(r.grade_id), precoCentavos: Math.round(Number(r.preco) * 100) }));
    // The opening stock enters through the ledger, so the ledger explains every unit sold.
    await client.query(
      `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes, data_movimentacao)
       select 'entrada', a.produto_id, a.grade_id, $3, 'Compra', 'Estoque inicial do benchmark', now() - interval '1 day'
         from unnest($1::bigint[], $2::bigint[]) as a(produto_id, grade_id)`,
      [alvos.map((a) => a.produtoId), alvos.map((a) => a.gradeId), ESTOQUE_INICIAL],
    );
    await stockFromLedger(client, 'F');
    await client.query('commit');
    const { rows: clientes } = await client.query<{ id: string }>(`select id from public.clientes where ativo order by id limit 8`);
    const { rows: formas } = await client.query<{ nome: string; id: string }>(`select nome, id from public.formas_pagamento where nome in ('Dinheiro', 'Pix') and ativo`);
    const forma = (nome: string) => {
      const row = formas.find((f) => f.nome === nome);
      if (!row) throw new Error(`Forma de pagamento ${nome} ausente do seed de demonstração`);
      return Number(row.id);
    };
    return { alvos, clientes: clientes.map((r) => Number(r.id)), dinheiro: forma('Dinheiro'), pix: forma('Pix') };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * Seller s's call c: three different products drawn at random (seeded, so every run sells the same),
 * one of its grades each. Random, because arithmetic picks (s·31 + c·7 and fixed offsets) made neighbouring
 * sellers one or two calls apart land on the same products every time: they queued on each other's
 * product locks far more often than sellers choosing freely among 400 products do.
 */
function vendaOf(s: number, c: number, porProduto: Alvo[][], clientes: number[]): Venda {
  const sorteio = mulberry32(s * 100_003 + c);
  const escolhidos = new Set<Alvo[]>();
  while (escolhidos.size < 3) escolhidos.add(porProduto[Math.floor(sorteio() * porProduto.length)]);
  const linhas = [...escolhidos].map((grades, j) => ({ alvo: grades[Math.floor(sorteio() * grades.length)], quantidade: 1 + ((s + c + j) % 2) }));
  const totalCentavos = linhas.reduce((sum, l) => sum + l.quantidade * l.alvo.precoCentavos, 0);
  const dinheiroCentavos = Math.floor(totalCentavos / 200) * 100;
  return {
    linhas,
    clienteId: c % 2 === 0 && clientes.length > 0 ? clientes[(s + c) % clientes.length] : null,
    totalCentavos,
    dinheiroCentavos,
    recebidoCentavos: Math.ceil((dinheiroCentavos + 1) / 1000) * 1000,
    pixCentavos: totalCentavos - dinheiroCentavos,
  };
}

/**
 * The load generator shares the 2 cores with the stack it measures: an undici pool (one keep-alive
 * connection per seller) costs it a fraction of the CPU that global fetch does, as autocannon does for
 * the read suites, so the figures are the stack's.
 */
function rpcClient(stack: BenchStack) {
  const pool = new Pool(stack.url, { connections: SELLERS, keepAliveTimeout: 30_000 });
  const call = async (token: string, fn: string, body: unknown): Promise<{ status: number; corpo: string }> => {
    const res = await pool.request({
      path: `/rest/v1/rpc/${fn}`,
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.statusCode, corpo: await res.body.text() };
  };
  return { call, close: () => pool.close() };
}
type Rpc = ReturnType<typeof rpcClient>['call'];

/** One "Finalizar venda" through the gateway, as the PDV's supabase-js rpc() sends it. */
async function finalizar(rpc: Rpc, token: string, venda: Venda, formas: { dinheiro: number; pix: number }): Promise<Resposta> {
  const inicio = performance.now();
  const { status, corpo } = await rpc(token, 'finalizar_venda', {
    p_itens: venda.linhas.map((l) => ({ produto_id: l.alvo.produtoId, grade_id: l.alvo.gradeId, quantidade: l.quantidade })),
    p_pagamentos: [
      { forma_pagamento_id: formas.dinheiro, valor: reais(venda.dinheiroCentavos), valor_recebido: reais(venda.recebidoCentavos) },
      { forma_pagamento_id: formas.pix, valor: reais(venda.pixCentavos) },
    ],
    p_cliente_id: venda.clienteId,
    p_cpf_na_nota: null,
    p_desconto: 0,
    p_observacoes: null,
  });
  const tempo = performance.now() - inicio;
  if (status !== 200) return { venda, ms: tempo, ok: false, erro: `${status} ${corpo.slice(0, 300)}` };
  const r = JSON.parse(corpo) as { total: number; troco: number };
  const certo = Math.round(Number(r.total) * 100) === venda.totalCentavos && Math.round(Number(r.troco) * 100) === venda.recebidoCentavos - venda.dinheiroCentavos;
  return { venda, ms: tempo, ok: certo, erro: certo ? undefined : `resposta ${corpo} (esperado total ${reais(venda.totalCentavos)})` };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export async function benchFinalizarVenda(stack: BenchStack): Promise<boolean> {
  const client = rpcClient(stack);
  try {
    return await medirFinalizarVenda(stack, client.call);
  } finally {
    await client.close();
  }
}

async function medirFinalizarVenda(stack: BenchStack, rpc: Rpc): Promise<boolean> {
  const prepared = await withClient(stack.databaseUrl, prepare);
  const { alvos, clientes } = prepared;
  // Each product's targets (its grades, or the product itself), grouped once: the draws pick from these.
  const grupos = new Map<number, Alvo[]>();
  for (const alvo of alvos) grupos.set(alvo.produtoId, [...(grupos.get(alvo.produtoId) ?? []), alvo]);
  const porProduto = [...grupos.values()];
  const sellers = await Promise.all(Array.from({ length: SELLERS }, (_, s) => signInAs(stack, s % 2 === 0 ? 'admin' : 'funcionario')));
  const aberto = await withClient(stack.databaseUrl, (client) => client.query('select 1 from public.caixas where fechado_em is null'));
  if (aberto.rowCount) throw new Error('Já há um caixa aberto no banco do benchmark');
  const abertura = await rpc(sellers[1], 'abrir_caixa', { p_valor_abertura: reais(ABERTURA_CENTAVOS) });
  if (abertura.status !== 200) throw new Error(`abrir_caixa falhou: ${abertura.status} ${abertura.corpo}`);

  const respostas: Resposta[] = [];
  let chamada = 0;
  // Warm-up: every seller's connection and plans, not timed.
  const warm = await Promise.all(sellers.map(async (token, s) => {
    const out: Resposta[] = [];
    for (let c = 0; c < WARMUP_CALLS; c++) out.push(await finalizar(rpc, token, vendaOf(s, chamada + c, porProduto, clientes), prepared));
    return out;
  }));
  respostas.push(...warm.flat());
  chamada += WARMUP_CALLS;

  // One seller alone: the call's own cost.
  const sozinha: number[] = [];
  for (let c = 0; c < ALONE_CALLS; c++) {
    const r = await finalizar(rpc, sellers[0], vendaOf(0, chamada + c, porProduto, clientes), prepared);
    respostas.push(r);
    sozinha.push(r.ms);
  }
  chamada += ALONE_CALLS;

  const rodadas: { p50: number; p95: number; p99: number; max: number; porSegundo: number; amostras: number }[] = [];
  for (let rodada = 0; rodada < ROUNDS; rodada++) {
    const inicio = performance.now();
    const porVendedor = await Promise.all(sellers.map(async (token, s) => {
      const out: Resposta[] = [];
      for (let c = 0; c < CALLS_PER_ROUND; c++) out.push(await finalizar(rpc, token, vendaOf(s, chamada + c, porProduto, clientes), prepared));
      return out;
    }));
    const segundos = (performance.now() - inicio) / 1000;
    chamada += CALLS_PER_ROUND;
    const desta = porVendedor.flat();
    respostas.push(...desta);
    const tempos = desta.map((r) => r.ms).sort((a, b) => a - b);
    rodadas.push({
      p50: percentile(tempos, 50),
      p95: percentile(tempos, 95),
      p99: percentile(tempos, 99),
      max: tempos.at(-1) ?? 0,
      porSegundo: desta.length / segundos,
      amostras: desta.length,
    });
  }

  // Checks: answers, stock and ledger, then the session closes with the cash the bench counted.
  const falhas: string[] = [];
  const erradas = respostas.filter((r) => !r.ok);
  for (const r of erradas.slice(0, 5)) falhas.push(`resposta inesperada: ${r.erro}`);
  if (erradas.length > 5) falhas.push(`... e mais ${erradas.length - 5}`);
  const gravadas = respostas.filter((r) => r.ok);
  const vendido = new Map<Alvo, number>();
  for (const r of gravadas) for (const l of r.venda.linhas) vendido.set(l.alvo, (vendido.get(l.alvo) ?? 0) + l.quantidade);
  const esperadoCentavos = ABERTURA_CENTAVOS + gravadas.reduce((sum, r) => sum + r.venda.dinheiroCentavos, 0);
  await withClient(stack.databaseUrl, async (client) => {
    const { rows: [{ vendas }] } = await client.query<{ vendas: number }>(
      `select count(*)::int vendas from public.vendas v join public.caixas c on c.id = v.caixa_id where c.fechado_em is null`,
    );
    if (vendas !== respostas.filter((r) => r.ok || r.erro?.startsWith('resposta')).length) falhas.push(`${vendas} vendas no caixa, ${gravadas.length} respostas de venda gravada`);
    for (const alvo of alvos) {
      const { rows: [{ estoque }] } = await client.query<{ estoque: number }>(
        alvo.gradeId === null ? 'select estoque_atual estoque from public.produtos where id = $1' : 'select estoque_atual estoque from public.grades_produto where id = $1',
        [alvo.gradeId ?? alvo.produtoId],
      );
      if (estoque !== ESTOQUE_INICIAL - (vendido.get(alvo) ?? 0)) falhas.push(`produto ${alvo.produtoId}/grade ${alvo.gradeId}: estoque ${estoque}, a conta dá ${ESTOQUE_INICIAL - (vendido.get(alvo) ?? 0)}`);
    }
    const ledger = await checkLedger(client, PREFIXO);
    if (ledger.divergentes > 0 || ledger.negativos > 0) falhas.push(`razão: ${ledger.divergentes} divergentes, ${ledger.negativos} negativos`);
  });
  const fechamento = await rpc(sellers[1], 'fechar_caixa', { p_dinheiro_contado: reais(esperadoCentavos) });
  if (fechamento.status !== 200) falhas.push(`fechar_caixa falhou: ${fechamento.status} ${fechamento.corpo}`);
  else {
    const f = JSON.parse(fechamento.corpo) as { dinheiro_esperado: number; diferenca: number };
    if (Math.round(Number(f.dinheiro_esperado) * 100) !== esperadoCentavos || Number(f.diferenca) !== 0) {
      falhas.push(`fechamento: esperado ${f.dinheiro_esperado}, a conta do benchmark dá ${reais(esperadoCentavos)}; diferença ${f.diferenca}`);
    }
  }

  const mediana = [...rodadas].sort((a, b) => a.p95 - b.p95)[Math.floor(rodadas.length / 2)];
  const holds = mediana.p95 <= BUDGET_MS;
  console.log(
    `\nFinalizar venda no balcão com ${SELLERS} vendedores simultâneos (${SELLERS / 2} admin, ${SELLERS / 2} funcionario, logados; pelo gateway; ` +
      `3 linhas, Dinheiro com troco + Pix; ${CALLS_PER_ROUND} vendas por vendedor por rodada, a rodada da mediana de ${ROUNDS}; ${machineLoad()})`,
  );
  console.table([
    {
      vendas: mediana.amostras,
      'p50 ms': ms(mediana.p50),
      'p95 ms': ms(mediana.p95),
      'p99 ms': ms(mediana.p99),
      'máx ms': ms(mediana.max),
      'vendas/s': Math.round(mediana.porSegundo),
      'p95 por rodada': rodadas.map((r) => ms(r.p95)).join(' / '),
      'sozinha p50 ms': ms(median(sozinha)),
      [`p95 ≤ ${BUDGET_MS} ms`]: holds ? 'ok' : 'ESTOUROU',
      'estoque, razão e caixa': falhas.length === 0 ? 'conferem' : 'FALHOU',
    },
  ]);
  console.log(`${gravadas.length} vendas gravadas; caixa fechado com ${reais(esperadoCentavos)} contados${falhas.length === 0 ? ', diferença 0' : ''}`);
  if (falhas.length > 0) console.log(`FALHAS:\n${falhas.map((f) => `  - ${f}`).join('\n')}`);
  console.log(`orçamento de Finalizar venda (p95 pelo gateway ≤ ${BUDGET_MS} ms com ${SELLERS} vendedores; estoque, razão e caixa conferem): ${holds && falhas.length === 0 ? 'ok' : 'ESTOUROU'}`);
  return holds && falhas.length === 0;
}
