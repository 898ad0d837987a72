/**
 * registrar_movimentacoes under 16 concurrent writers (part 2 of the estoque suite, see estoque.ts):
 * 16 separately signed-in clients (8 as the demo admin, 8 as the demo funcionario) call the function
 * through the gateway, as the new-movement page does (`registrarMovimentacao`: one call per
 * movement, every line or none), CALLS_PER_WRITER calls each, on a few bench products and grades.
 *
 * The plan of calls is fixed (the same on every run) and made to collide: six "mixed" targets take
 * saídas and entradas of 1-3 lines per call, more out than in, so they keep running dry and saídas
 * are refused; two "drain" targets take only single-line saídas of one unit, more than they hold.
 *
 * Figures: movements recorded per second (lines in the ledger over the wall time of the whole run),
 * against MIN_MOVIMENTOS_POR_SEGUNDO. Checks (any failure fails the suite):
 *  - every answer is a recorded call or a stock refusal (P0001, hint estoque_insuficiente) whose
 *    "disponível d, solicitado q" has d < q and d a balance the target really held;
 *  - the ledger holds exactly the movements the recorded calls returned (all lines of a call or none);
 *  - zero oversell: no stock below 0, every product's and grade's stock equals sum(entradas) -
 *    sum(saidas) of its ledger and equals its opening stock plus the recorded calls' effects, and no
 *    running balance in application order ever went below 0;
 *  - the drain targets end at 0 with exactly (attempts - opening stock) saídas refused, which is
 *    what the arithmetic says whatever order the writers ran in.
 */
import type pg from 'pg';
import { machineLoad } from './machine-load.ts';
import { checkLedger, createBenchProducts, MARCA, staffIds, stockFromLedger } from './seed-movimentacoes.ts';
import { signInAs, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const WRITERS = 16;
const CALLS_PER_WRITER = 200;
/** One call in DRAIN_EVERY goes to a drain target. */
const DRAIN_EVERY = 4;
const ABERTURA_MISTO = 20;
const ABERTURA_DRENO = 120;
/** Budget, from the measured rate on the 2-core bench machine (see the suite's report): set with headroom. */
const MIN_MOVIMENTOS_POR_SEGUNDO = 200;
const PREFIXO = `${MARCA}W`;

interface Alvo {
  produtoId: number;
  gradeId: number | null;
  /** How the function's refusal names it: "Nome" or "Nome (Cor/Tamanho)". */
  rotulo: string;
  abertura: number;
}

interface Linha {
  alvo: Alvo;
  tipo: 'entrada' | 'saida';
  quantidade: number;
}

type Resultado =
  | { kind: 'gravada'; linhas: Linha[]; ids: number[] }
  | { kind: 'recusada'; linhas: Linha[]; rotulo: string; disponivel: number; solicitado: number }
  | { kind: 'erro'; linhas: Linha[]; status: number; corpo: string };

/** Four bench products (two stocked by grade, three grades each): eight targets, opened through the ledger. */
async function prepare(client: pg.Client): Promise<{ misto: Alvo[]; dreno: Alvo[]; ultimoId: number }> {
  await client.query('begin');
  try {
    await createBenchProducts(client, 'W', 4);
    const { rows } = await client.query<{ produto_id: string; grade_id: string | null; rotulo: string }>(
      `select p.id produto_id, g.id grade_id, p.nome || coalesce(' (' || g.cor || '/' || g.tamanho || ')', '') rotulo
         from public.produtos p left join public.grades_produto g on g.produto_id = p.id
        where p.codigo_barras like $1 || '%' order by p.id, g.id`,
      [PREFIXO],
    );
    if (rows.length !== 8) throw new Error(`Esperava 8 produtos/grades de escrita, há ${rows.length}`);
    // The last grade of the second product with grades and the third product (no grades) are drained.
    const drenos = new Set([4, 7]);
    const alvos = rows.map((r, i) => ({
      produtoId: Number(r.produto_id),
      gradeId: r.grade_id === null ? null : Number(r.grade_id),
      rotulo: r.rotulo,
      abertura: drenos.has(i) ? ABERTURA_DRENO : ABERTURA_MISTO,
    }));
    await client.query(
      `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes, data_movimentacao)
       select 'entrada', a.produto_id, a.grade_id, a.abertura, 'Compra', 'Estoque inicial do benchmark', now() - interval '1 day'
         from unnest($1::bigint[], $2::bigint[], $3::int[]) as a(produto_id, grade_id, abertura)`,
      [alvos.map((a) => a.produtoId), alvos.map((a) => a.gradeId), alvos.map((a) => a.abertura)],
    );
    await stockFromLedger(client, 'W');
    await client.query('commit');
    const { rows: [{ ultimo }] } = await client.query<{ ultimo: string }>('select coalesce(max(id), 0) ultimo from public.movimentacoes_estoque');
    return { misto: alvos.filter((_, i) => !drenos.has(i)), dreno: alvos.filter((_, i) => drenos.has(i)), ultimoId: Number(ultimo) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The fixed plan: writer w's call c. Mixed calls take 1-3 distinct targets, six saídas (1-3) in ten lines, entradas of 1-4. */
function planOf(w: number, c: number, misto: Alvo[], dreno: Alvo[]): Linha[] {
  if (c % DRAIN_EVERY === 0) return [{ alvo: dreno[(w + c / DRAIN_EVERY) % dreno.length], tipo: 'saida', quantidade: 1 }];
  const lines: Linha[] = [];
  for (let j = 0; j < 1 + ((w + c) % 3); j++) {
    const h = (w * 31 + c * 17 + j * 13) % 10;
    const alvo = misto[(w * 5 + c * 7 + j * 2) % misto.length];
    lines.push(h < 6 ? { alvo, tipo: 'saida', quantidade: 1 + (h % 3) } : { alvo, tipo: 'entrada', quantidade: 1 + ((h + c) % 4) });
  }
  return lines;
}

const REFUSAL = /^Estoque insuficiente para (.+): disponível (\d+), solicitado (\d+)$/;

/** One registrar_movimentacoes call through the gateway, as supabase-js's rpc() sends it. */
async function call(stack: BenchStack, token: string, usuarioId: number, linhas: Linha[]): Promise<Resultado> {
  const res = await fetch(`${stack.url}/rest/v1/rpc/registrar_movimentacoes`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_itens: linhas.map((l) => ({
        produto_id: l.alvo.produtoId,
        grade_id: l.alvo.gradeId,
        tipo: l.tipo,
        quantidade: l.quantidade,
        preco_unitario: null,
        motivo: l.tipo === 'entrada' ? 'Compra' : 'Venda',
        observacoes: 'Benchmark de escrita concorrente',
        usuario_id: usuarioId,
      })),
    }),
  });
  const corpo = await res.text();
  if (res.ok) {
    const rows = JSON.parse(corpo) as { id: number; produto_id: number; grade_id: number | null; tipo: string; quantidade: number }[];
    const matches =
      rows.length === linhas.length &&
      rows.every((r, i) => r.produto_id === linhas[i].alvo.produtoId && r.grade_id === linhas[i].alvo.gradeId && r.tipo === linhas[i].tipo && r.quantidade === linhas[i].quantidade);
    return matches ? { kind: 'gravada', linhas, ids: rows.map((r) => r.id) } : { kind: 'erro', linhas, status: res.status, corpo: `linhas gravadas não conferem: ${corpo}` };
  }
  const error = JSON.parse(corpo) as { code?: string; hint?: string; message?: string };
  const refusal = error.code === 'P0001' && error.hint === 'estoque_insuficiente' ? REFUSAL.exec(error.message ?? '') : null;
  if (!refusal) return { kind: 'erro', linhas, status: res.status, corpo };
  return { kind: 'recusada', linhas, rotulo: refusal[1], disponivel: Number(refusal[2]), solicitado: Number(refusal[3]) };
}

const efeito = (l: Linha) => (l.tipo === 'entrada' ? l.quantidade : -l.quantidade);

/** Every balance each target held, in application order (id order: see LedgerCheck.menorSaldoAplicacao). */
async function balancesHeld(client: pg.Client, alvos: Alvo[]): Promise<Map<Alvo, Set<number>>> {
  const held = new Map<Alvo, Set<number>>();
  for (const alvo of alvos) {
    const { rows } = await client.query<{ saldo: number }>(
      `select (sum(public._efeito(tipo, quantidade)) over (order by id))::int saldo from public.movimentacoes_estoque
        where produto_id = $1 and grade_id is not distinct from $2::bigint order by id`,
      [alvo.produtoId, alvo.gradeId],
    );
    held.set(alvo, new Set(rows.map((r) => r.saldo)));
  }
  return held;
}

/** The stock column of a target: the grade's, or the product's for a product without grades. */
async function stockOf(client: pg.Client, alvo: Alvo): Promise<number> {
  const { rows } = await client.query<{ estoque: number }>(
    alvo.gradeId === null ? 'select estoque_atual estoque from public.produtos where id = $1' : 'select estoque_atual estoque from public.grades_produto where id = $1',
    [alvo.gradeId ?? alvo.produtoId],
  );
  return rows[0].estoque;
}

/** Checks the run against the database; answers the failures found (none: the run is exact). */
async function verify(
  client: pg.Client,
  plano: Linha[][],
  results: Resultado[],
  { misto, dreno, ultimoId }: { misto: Alvo[]; dreno: Alvo[]; ultimoId: number },
): Promise<{ failures: string[]; summary: string[] }> {
  const failures: string[] = [];
  const summary: string[] = [];
  const alvos = [...misto, ...dreno];
  if (results.length !== plano.length) failures.push(`${plano.length} chamadas planejadas, ${results.length} respondidas`);

  const erros = results.filter((r) => r.kind === 'erro');
  for (const e of erros.slice(0, 5)) failures.push(`resposta inesperada (${e.status}): ${e.corpo.slice(0, 300)}`);
  if (erros.length > 5) failures.push(`... e mais ${erros.length - 5} respostas inesperadas`);

  // The ledger holds exactly what the recorded calls returned: every line of a recorded call, none of a refused one.
  const returned = new Set(results.flatMap((r) => (r.kind === 'gravada' ? r.ids : [])));
  const { rows: novos } = await client.query<{ id: string }>(
    `select m.id from public.movimentacoes_estoque m join public.produtos p on p.id = m.produto_id where p.codigo_barras like $1 || '%' and m.id > $2`,
    [PREFIXO, ultimoId],
  );
  const inLedger = new Set(novos.map((r) => Number(r.id)));
  const missing = [...returned].filter((id) => !inLedger.has(id)).length;
  const extra = [...inLedger].filter((id) => !returned.has(id)).length;
  if (missing > 0 || extra > 0) failures.push(`razão difere das chamadas gravadas: ${missing} movimentações devolvidas e ausentes, ${extra} no razão sem chamada gravada`);

  // Zero oversell: stock = ledger, nothing below 0, no running balance below 0 in application order.
  const ledger = await checkLedger(client, PREFIXO);
  if (ledger.divergentes > 0) failures.push(`${ledger.divergentes} produtos/grades com estoque diferente da soma do razão`);
  if (ledger.negativos > 0) failures.push(`${ledger.negativos} produtos/grades com estoque negativo`);
  if (ledger.menorSaldoAplicacao < 0) failures.push(`saldo corrente chegou a ${ledger.menorSaldoAplicacao} na ordem de aplicação (venda acima do estoque)`);
  summary.push(
    `razão = estoque em ${ledger.produtos} produtos e suas grades: ${ledger.divergentes === 0 ? 'sim' : 'NÃO'}; menor saldo corrente na ordem de aplicação ${ledger.menorSaldoAplicacao}, ` +
      `na ordem do kardex (data_movimentacao, id) ${ledger.menorSaldoKardex}${ledger.menorSaldoKardex < 0 ? ' (datas = now() do início da transação, antes da espera pelo bloqueio: só informativo)' : ''}`,
  );

  // Each target's stock is its opening plus the recorded calls' effects.
  const gravadas = results.filter((r) => r.kind === 'gravada');
  for (const alvo of alvos) {
    const expected = alvo.abertura + gravadas.flatMap((r) => r.linhas).filter((l) => l.alvo === alvo).reduce((sum, l) => sum + efeito(l), 0);
    const actual = await stockOf(client, alvo);
    if (actual !== expected) failures.push(`${alvo.rotulo}: estoque ${actual}, a conta das chamadas gravadas dá ${expected}`);
  }

  // Every refusal was right when it was made: less available than asked, and a balance the target really held.
  const held = await balancesHeld(client, alvos);
  const recusadas = results.filter((r) => r.kind === 'recusada');
  for (const r of recusadas) {
    const alvo = alvos.find((a) => a.rotulo === r.rotulo);
    if (!alvo) failures.push(`recusa nomeia "${r.rotulo}", que não é um alvo do benchmark`);
    else if (!(r.disponivel < r.solicitado) || !held.get(alvo)?.has(r.disponivel)) {
      failures.push(`recusa errada em ${r.rotulo}: disponível ${r.disponivel}, solicitado ${r.solicitado} (saldos do razão: ${[...(held.get(alvo) ?? [])].join(', ')})`);
    }
  }

  // The drain targets: whatever the order, exactly their opening stock leaves and the rest of the
  // planned saídas is refused (counted from the plan, so a lost answer shows too).
  for (const alvo of dreno) {
    const planned = plano.filter((linhas) => linhas.length === 1 && linhas[0].alvo === alvo).length;
    const answers = results.filter((r) => r.linhas.length === 1 && r.linhas[0].alvo === alvo);
    const recorded = answers.filter((r) => r.kind === 'gravada').length;
    const refused = answers.filter((r) => r.kind === 'recusada').length;
    const expectedRefused = Math.max(0, planned - alvo.abertura);
    if (refused !== expectedRefused || recorded !== planned - expectedRefused) {
      failures.push(`${alvo.rotulo}: ${planned} saídas de 1 com estoque ${alvo.abertura}: ${recorded} gravadas e ${refused} recusadas (a conta diz ${planned - expectedRefused} e ${expectedRefused})`);
    }
    summary.push(`${alvo.rotulo}: ${planned} saídas de 1 unidade com estoque ${alvo.abertura}: ${recorded} gravadas, ${refused} recusadas (a conta: ${expectedRefused})`);
  }
  return { failures, summary };
}

export async function benchEscritores(stack: BenchStack): Promise<boolean> {
  const prepared = await withClient(stack.databaseUrl, prepare);
  const { misto, dreno } = prepared;
  const staff = await withClient(stack.databaseUrl, staffIds);
  // 16 clients, each signed in on its own: half as the admin, half as the funcionario (both may write).
  const writers = await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const tipo = w % 2 === 0 ? 'admin' : 'funcionario';
      return { w, token: await signInAs(stack, tipo), usuarioId: staff[tipo] };
    }),
  );

  const plano = writers.flatMap(({ w }) => Array.from({ length: CALLS_PER_WRITER }, (_, c) => planOf(w, c, misto, dreno)));
  const results: Resultado[] = [];
  const began = performance.now();
  await Promise.all(
    writers.map(async ({ token, usuarioId }, w) => {
      for (let c = 0; c < CALLS_PER_WRITER; c++) results.push(await call(stack, token, usuarioId, plano[w * CALLS_PER_WRITER + c]));
    }),
  );
  const seconds = (performance.now() - began) / 1000;

  const linhas = results.reduce((sum, r) => sum + r.linhas.length, 0);
  const gravadas = results.filter((r) => r.kind === 'gravada');
  const movimentos = gravadas.reduce((sum, r) => sum + r.linhas.length, 0);
  const porSegundo = movimentos / seconds;
  const holds = porSegundo >= MIN_MOVIMENTOS_POR_SEGUNDO;
  const { failures, summary } = await withClient(stack.databaseUrl, (client) => verify(client, plano, results, prepared));

  console.log(
    `\nregistrar_movimentacoes com ${WRITERS} escritores concorrentes (clientes logados: ${WRITERS / 2} admin, ${WRITERS / 2} funcionario; pelo gateway; ` +
      `${CALLS_PER_WRITER} chamadas cada, 1-3 linhas, em ${misto.length + dreno.length} produtos/grades; ${machineLoad()})`,
  );
  console.table([
    {
      chamadas: results.length,
      'chamadas gravadas': gravadas.length,
      'chamadas recusadas (estoque)': results.filter((r) => r.kind === 'recusada').length,
      'respostas inesperadas': results.filter((r) => r.kind === 'erro').length,
      'linhas enviadas': linhas,
      'movimentos gravados': movimentos,
      segundos: Number(seconds.toFixed(2)),
      'chamadas/s': Math.round(results.length / seconds),
      'movimentos/s': Math.round(porSegundo),
      [`movimentos/s ≥ ${MIN_MOVIMENTOS_POR_SEGUNDO}`]: holds ? 'ok' : 'ESTOUROU',
      'venda acima do estoque': failures.length === 0 ? 'zero' : 'FALHOU',
    },
  ]);
  console.log(summary.join('\n'));
  if (failures.length > 0) console.log(`FALHAS de exatidão do estoque:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.log(
    `orçamento de escrita (≥ ${MIN_MOVIMENTOS_POR_SEGUNDO} movimentos/s, zero venda acima do estoque): ` +
      `${holds && failures.length === 0 ? 'ok' : 'ESTOUROU'}`,
  );
  return holds && failures.length === 0;
}
