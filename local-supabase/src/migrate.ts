import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { StackError } from './errors.ts';

const BOOTSTRAP_DIR = join(import.meta.dirname, '..', 'sql');

const sqlFiles = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [];

async function runFile(client: pg.Client, path: string): Promise<void> {
  try {
    await client.query('begin');
    await client.query(readFileSync(path, 'utf8'));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    const e = error as pg.DatabaseError;
    throw new StackError(`Falha ao aplicar ${path}: ${e.message}${e.position ? ` (posição ${e.position})` : ''}`);
  }
}

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings the database up to date the way `supabase start` / `supabase db reset` do: the local-only
 * bootstrap (what hosted Supabase already has), then every migration not yet recorded in
 * supabase_migrations.schema_migrations, then supabase/seed.sql once, on a database seen for the first time.
 * With `demoDay` (`npm start`, never the tests: their counts read the seed alone), right after the seed:
 * supabase/demo-historia.sql (eight weeks of sales, exchanges, purchases and bills before today) and then
 * supabase/demo-dia.sql (today: sales, an exchange, a purchase, a promotion and a count), through the screens' functions.
 */
export async function migrate(
  databaseUrl: string,
  rootDir: string,
  log: (line: string) => void,
  { demoDay = false }: { demoDay?: boolean } = {},
): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
      create table if not exists supabase_migrations.local_bootstrap (file text primary key, sha256 text not null, applied_at timestamptz default now());
      create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);`);

    for (const file of sqlFiles(BOOTSTRAP_DIR)) {
      const sha = createHash('sha256').update(readFileSync(join(BOOTSTRAP_DIR, file))).digest('hex');
      const done = await client.query('select sha256 from supabase_migrations.local_bootstrap where file = $1', [file]);
      if (done.rows[0]?.sha256 === sha) continue;
      await runFile(client, join(BOOTSTRAP_DIR, file));
      await client.query(
        `insert into supabase_migrations.local_bootstrap (file, sha256) values ($1, $2)
         on conflict (file) do update set sha256 = excluded.sha256, applied_at = now()`,
        [file, sha],
      );
    }

    const migrationsDir = join(rootDir, 'supabase', 'migrations');
    const appliedRows = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const applied = new Set(appliedRows.rows.map((r) => r.version));
    const newlyApplied: string[] = [];
    for (const file of sqlFiles(migrationsDir)) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (applied.has(version)) continue;
      await runFile(client, join(migrationsDir, file));
      await client.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      newlyApplied.push(file);
      log(`  migração aplicada: ${file}`);
    }

    const seedPath = join(rootDir, 'supabase', 'seed.sql');
    const seeded = await client.query(`select 1 from supabase_migrations.seed_files where path = 'seed.sql'`);
    let didSeed = false;
    if (seeded.rowCount === 0 && existsSync(seedPath)) {
      await runFile(client, seedPath);
      const hash = createHash('sha256').update(readFileSync(seedPath)).digest('hex');
      await client.query(`insert into supabase_migrations.seed_files (path, hash) values ('seed.sql', $1)`, [hash]);
      didSeed = true;
      log('  dados de demonstração carregados (supabase/seed.sql)');
      const historiaPath = join(rootDir, 'supabase', 'demo-historia.sql');
      if (demoDay && existsSync(historiaPath)) {
        const inicio = performance.now();
        await runFile(client, historiaPath);
        const segundos = ((performance.now() - inicio) / 1000).toFixed(1).replace('.', ',');
        log(`  oito semanas de loja registradas (supabase/demo-historia.sql, ${segundos} s): vendas, pedidos, trocas, compras e contas`);
      }
      const demoPath = join(rootDir, 'supabase', 'demo-dia.sql');
      if (demoDay && existsSync(demoPath)) {
        await runFile(client, demoPath);
        log('  um dia de loja registrado (supabase/demo-dia.sql): vendas, troca, compra, promoção e balanço');
      }
    }
    return { applied: newlyApplied, seeded: didSeed };
  } finally {
    await client.end();
  }
}
