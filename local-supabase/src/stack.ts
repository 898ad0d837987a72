import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { createAuthService } from './auth/index.ts';
import { loadConfig, type ConfigOverrides } from './config.ts';
import { StackError } from './errors.ts';
import { createGateway } from './gateway.ts';
import { createMailbox, createMailboxHandler } from './mailbox.ts';
import { migrate } from './migrate.ts';
import { assertPortFree, freePort, freePortPair } from './ports.ts';
import { startEmbeddedPostgres, type RunningPostgres } from './postgres.ts';
import { startPostgrest, type RunningPostgrest } from './postgrest.ts';
import { createStorageService, importSeedObjects } from './storage/index.ts';
import type { ServiceContext, StackConfig } from './types.ts';

export interface StartOptions extends ConfigOverrides {
  /** Throw away the data directory and start again from migrations and seed. */
  reset?: boolean;
  /** Load supabase/demo-historia.sql and supabase/demo-dia.sql after the seed (`npm start`; the tests leave them out). */
  demoDay?: boolean;
  /** Pick free ports for everything (tests, benches). */
  randomPorts?: boolean;
  /** Progress lines; silent when omitted. */
  log?: (line: string) => void;
  /** Called once if a child process dies after start (PostgreSQL or PostgREST). */
  onCrash?: (message: string) => void;
}

export interface StackHandle {
  config: StackConfig;
  url: string;
  anonKey: string;
  serviceKey: string;
  databaseUrl: string;
  jwtSecret: string;
  /** Whether this start loaded the demo data (first start or --reset). */
  seeded: boolean;
  stop(): Promise<void>;
}

/** Starts PostgreSQL (unless DATABASE_URL), applies migrations and seed, PostgREST, auth, storage and the gateway. */
export async function startStack(options: StartOptions = {}): Promise<StackHandle> {
  const log = options.log ?? (() => undefined);
  const overrides: ConfigOverrides = { ...options };
  if (options.randomPorts) {
    overrides.apiPort ??= await freePort();
    overrides.dbPort ??= await freePort();
    overrides.restPort ??= await freePortPair();
  }
  const config = loadConfig(overrides);
  const external = Boolean(options.databaseUrl ?? process.env.DATABASE_URL);

  if (options.reset) {
    for (const part of ['postgres', 'storage', 'storage-cache', 'storage-tmp', 'mailbox.json']) {
      await rm(join(config.dataDir, part), { recursive: true, force: true });
    }
  }
  await assertPortFree(config.apiPort, 'API do Supabase local', 'API_PORT');
  await assertPortFree(config.restPort, 'PostgREST', 'REST_PORT');
  await assertPortFree(config.restPort + 1, 'administração do PostgREST', 'REST_PORT');
  if (!external) await assertPortFree(config.dbPort, 'PostgreSQL', 'DB_PORT');

  let stopping = false;
  let crashed = false;
  const crash = (message: string) => {
    if (stopping || crashed) return;
    crashed = true;
    options.onCrash?.(message);
  };

  let postgres: RunningPostgres | undefined;
  let postgrest: RunningPostgrest | undefined;
  let pool: pg.Pool | undefined;
  let server: ReturnType<typeof createGateway> | undefined;

  const stop = async () => {
    stopping = true;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await postgrest?.stop();
    await pool?.end().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
  };

  try {
    if (!external) {
      log(`PostgreSQL em 127.0.0.1:${config.dbPort} (dados em ${join(config.dataDir, 'postgres')})`);
      postgres = await startEmbeddedPostgres(config.dataDir, config.dbPort, log);
    }
    const { seeded } = await migrate(config.databaseUrl, config.rootDir, log, { demoDay: options.demoDay });

    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    pool.on('error', (error) => crash(`Conexão com o PostgreSQL perdida: ${error.message}`));
    const ctx: ServiceContext = { config, pool, mailbox: createMailbox(config.dataDir) };
    if (seeded) {
      const count = await importSeedObjects(ctx, join(config.rootDir, 'supabase', 'storage-seed'));
      log(`  ${count} imagens de demonstração copiadas para o storage`);
    }

    postgrest = await startPostgrest({
      databaseUrl: config.databaseUrl,
      port: config.restPort,
      jwtSecret: config.jwtSecret,
      jwtExpiry: config.jwtExpiry,
      log,
      onExit: (code) => crash(`O PostgREST parou inesperadamente (código ${code}). Rode "npm start" de novo.`),
    });

    server = createGateway(config, {
      auth: createAuthService(ctx),
      storage: createStorageService(ctx),
      mailbox: createMailboxHandler(ctx.mailbox),
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE'
          ? new StackError(`A porta ${config.apiPort} já está em uso. Use API_PORT=<porta> ou pare o outro processo.`)
          : error),
      );
      server!.listen(config.apiPort, '127.0.0.1', () => resolve());
    });
    server.keepAliveTimeout = 65_000;

    return {
      config,
      url: config.apiUrl,
      anonKey: config.anonKey,
      serviceKey: config.serviceKey,
      databaseUrl: config.databaseUrl,
      jwtSecret: config.jwtSecret,
      seeded,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    if (error instanceof StackError) throw error;
    throw new StackError(String(error instanceof Error ? error.message : error));
  }
}
