/**
 * The plan of the exact SQL PostgREST runs for a request: PostgREST's own EXPLAIN output
 * (`Accept: application/vnd.pgrst.plan+text`), switched on through in-database configuration of
 * the bench's throw-away database only.
 */
import pg from 'pg';

export async function enablePlans(databaseUrl: string, restUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`alter role authenticator set pgrst.db_plan_enabled = 'true'`);
    await client.query(`notify pgrst, 'reload config'`);
  } finally {
    await client.end();
  }
  // The reload is asynchronous: wait until PostgREST answers with a plan.
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${restUrl}/categorias?select=id`, { headers: { Accept: 'application/vnd.pgrst.plan+text' } });
    await res.arrayBuffer();
    if (res.ok && res.headers.get('content-type')?.includes('vnd.pgrst.plan')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('O PostgREST não passou a mostrar planos (db-plan-enabled)');
}

/**
 * `bearer` decides who runs it: the anon key runs it as `anon`, a signed-in user's access token as
 * `authenticated` with that user's JWT claims set (request.jwt.claims), exactly as their requests run.
 */
export async function explain(restUrl: string, bearer: string, path: string): Promise<string> {
  const res = await fetch(`${restUrl}${path}`, {
    headers: {
      Authorization: `Bearer ${bearer}`,
      Prefer: 'count=exact',
      Accept: 'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|buffers',
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`EXPLAIN falhou (${res.status}): ${text}`);
  return text;
}

/**
 * Index-backed: every read of the big tables (produtos, grades, images) goes through an index;
 * a sequential scan of produtos or produto_imagens would grow with the catalogue.
 */
export function indexBacked(plan: string): boolean {
  const seqScanOfBigTable = /Seq Scan on (produtos|produto_imagens|grades_produto)\b/.test(plan);
  const indexOnProdutos = /(Index Scan|Index Only Scan)( Backward)? using \w+ on produtos\b|Bitmap Index Scan on produtos_\w+/.test(plan);
  return indexOnProdutos && !seqScanOfBigTable;
}

/**
 * How many products the embedded images were computed for. PostgREST joins the embeds laterally
 * under the ORDER BY/LIMIT; with a good plan that is one page (12), with a bad one every match.
 */
export function embedsComputedFor(plan: string): number | undefined {
  const line = plan.split('\n').find((l) => /Index Scan using \w+ on produto_imagens\b/.test(l) || /Bitmap Heap Scan on produto_imagens\b/.test(l));
  const loops = line && /loops=(\d+)\)/.exec(line);
  return loops ? Number(loops[1]) : undefined;
}

/** Names of the indexes a plan reads `table` through (index, index-only and bitmap index scans). */
export function indexesUsedOn(plan: string, table: string): string[] {
  const used = new Set<string>();
  for (const match of plan.matchAll(new RegExp(`(?:Index Scan|Index Only Scan)(?: Backward)? using (\\w+) on ${table}\\b`, 'g'))) used.add(match[1]);
  // A bitmap index scan names only the index; the table's indexes are prefixed with its name.
  for (const match of plan.matchAll(new RegExp(`Bitmap Index Scan on (${table}_\\w+)`, 'g'))) used.add(match[1]);
  return [...used];
}

export const seqScansOn = (plan: string, table: string) => (plan.match(new RegExp(`Seq Scan on ${table}\\b`, 'g')) ?? []).length;
