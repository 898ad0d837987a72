/** One load run with autocannon: every response time is kept, so p50/p95/p99 are exact, not bucketed. */
import autocannon from 'autocannon';

export interface Target {
  name: string;
  /** Base of the REST API: the gateway's /rest/v1 or PostgREST itself. */
  base: string;
  /** Every header the page's request carries (a list's `Prefer: count=exact` included). */
  headers: Record<string, string>;
}

export interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
}

export const CONNECTIONS = 16;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Fewer samples than this make p95/p99 meaningless: slow queries get a top-up run by request count. */
const MIN_SAMPLES = CONNECTIONS * 2;

async function run(target: Target, path: string, limit: { duration: number } | { amount: number }): Promise<{ times: number[]; seconds: number }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${target.base}${path}`, connections: CONNECTIONS, headers: target.headers, timeout: 60, ...limit },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      // autocannon reports the status as the parser gives it (a string in some versions).
      if (Number(statusCode) < 300) times.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} respostas fora de 2xx e ${result.errors} erros de conexão em ${path}`);
  }
  return { times, seconds: (result.finish.getTime() - result.start.getTime()) / 1000 };
}

export async function measure(target: Target, path: string, seconds: number): Promise<Measurement> {
  const timed = await run(target, path, { duration: seconds });
  let times = timed.times;
  let elapsed = timed.seconds;
  if (times.length < MIN_SAMPLES) {
    const topUp = await run(target, path, { amount: Math.max(CONNECTIONS, MIN_SAMPLES - times.length) });
    times = times.concat(topUp.times);
    elapsed += topUp.seconds;
  }
  if (times.length === 0) throw new Error(`${target.name}: nenhuma resposta medida em ${path}`);
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requestsPerSecond: times.length / elapsed,
    requests: times.length,
  };
}

/** Opens the connections and warms caches and plans: two requests per connection, not timed. */
export async function warmUp(target: Target, path: string): Promise<void> {
  const result = await autocannon({
    url: `${target.base}${path}`,
    connections: CONNECTIONS,
    amount: CONNECTIONS * 2,
    timeout: 60,
    headers: target.headers,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: aquecimento falhou em ${path}`);
}

/**
 * The request's own cost, one at a time: the median of up to `count` sequential requests. At 16 connections
 * on 2 free cores a p95 is about 8 times this, so it says what the p95 would be on a quiet machine when
 * the shared machine is busy (the load is printed with each table).
 */
export async function sequentialMedian(target: Target, path: string, count = 20): Promise<number> {
  const times: number[] = [];
  const began = performance.now();
  // At most about 3 s (a slow ledger request takes over a second), at least 3 requests.
  for (let i = 0; i < count && (i < 3 || performance.now() - began < 3000); i++) {
    const started = performance.now();
    const res = await fetch(`${target.base}${path}`, { headers: target.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target.name}: ${res.status} em ${path}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The round with the median p95: one real run's figures, not a mix of several runs' percentiles. */
export function medianByP95(measurements: Measurement[]): Measurement {
  return [...measurements].sort((a, b) => a.p95 - b.p95)[Math.floor(measurements.length / 2)];
}

/** Milliseconds rounded for the tables. */
export const ms = (n: number) => Number(n.toFixed(2));

export interface BudgetRun {
  /** Timed rounds; the verdict and the figures are the round with the median p95. */
  rounds: number;
  seconds: number;
  p95BudgetMs: number;
}

/**
 * One request of a list suite against its p95 budget: warm up, `rounds` timed rounds, the round with
 * the median p95. Answers whether the budget holds and the table columns every list suite prints.
 */
export async function measureAgainstBudget(
  target: Target,
  path: string,
  { rounds, seconds, p95BudgetMs }: BudgetRun,
): Promise<{ holds: boolean; columns: Record<string, string | number> }> {
  await warmUp(target, path);
  const alone = await sequentialMedian(target, path);
  const measured: Measurement[] = [];
  for (let round = 0; round < rounds; round++) measured.push(await measure(target, path, seconds));
  const m = medianByP95(measured);
  const holds = m.p95 <= p95BudgetMs;
  return {
    holds,
    columns: {
      'p50 ms': ms(m.p50),
      'p95 ms': ms(m.p95),
      'p99 ms': ms(m.p99),
      'req/s': Math.round(m.requestsPerSecond),
      amostras: m.requests,
      'p95 por rodada': measured.map((r) => ms(r.p95)).join(' / '),
      'sozinha p50 ms': ms(alone),
      [`p95 ≤ ${p95BudgetMs} ms`]: holds ? 'ok' : 'ESTOUROU',
    },
  };
}
