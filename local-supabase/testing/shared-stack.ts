/**
 * One local stack for a whole `npm test` (scripts/test.mjs): the runner starts it once and hands its
 * URL and keys to every workspace's Vitest through `LOJA_TEST_STACK`, so the global setups reuse it
 * instead of starting PostgreSQL, migrating and seeding again (that cost ~20 s each, eight times).
 * A Vitest run started alone (no variable) still starts its own stack.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type StackHandle } from '../src/stack.ts';

/** The environment variable that carries a running stack to the test processes. */
export const SHARED_STACK_ENV = 'LOJA_TEST_STACK';

/** Sign-in budget of a test stack: signInAs() signs in once per test, the e2e many times from one address. */
export const TEST_SIGN_IN_RATE_LIMIT = { max: 500, windowSeconds: 300 } as const;

/** What a test process needs of a running stack. */
export interface SharedStack {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** Superuser connection string (bypasses RLS). */
  databaseUrl: string;
  jwtSecret: string;
  /** PostgREST itself, behind the gateway. */
  restUrl: string;
  /** The sign-in attempts allowed per e-mail and address in its window. */
  signInRateLimit: { max: number; windowSeconds: number };
}

export function describeStack(stack: StackHandle): SharedStack {
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    databaseUrl: stack.databaseUrl,
    jwtSecret: stack.jwtSecret,
    restUrl: `http://127.0.0.1:${stack.config.restPort}`,
    signInRateLimit: { ...stack.config.signInRateLimit },
  };
}

/** The stack the runner started, or undefined when this process runs alone. */
export function sharedStackFromEnv(env: NodeJS.ProcessEnv = process.env): SharedStack | undefined {
  const raw = env[SHARED_STACK_ENV];
  if (!raw) return undefined;
  let parsed: Partial<SharedStack>;
  try {
    parsed = JSON.parse(raw) as Partial<SharedStack>;
  } catch {
    throw new Error(`${SHARED_STACK_ENV} não é um JSON válido: ${raw.slice(0, 80)}`);
  }
  for (const key of ['url', 'anonKey', 'serviceKey', 'databaseUrl', 'jwtSecret', 'restUrl'] as const) {
    if (typeof parsed[key] !== 'string') throw new Error(`${SHARED_STACK_ENV} sem o campo "${key}".`);
  }
  return { signInRateLimit: { ...TEST_SIGN_IN_RATE_LIMIT }, ...parsed } as SharedStack;
}

/** A test stack of its own: free ports, a fresh temp dir (`prefix`), the test sign-in budget; `stop` removes the dir. */
export async function startTestStack(prefix: string, onCrash: (message: string) => void): Promise<{ stack: StackHandle; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  let stack: StackHandle;
  try {
    stack = await startStack({ dataDir, randomPorts: true, signInRateLimit: { ...TEST_SIGN_IN_RATE_LIMIT }, onCrash });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    stack,
    async stop() {
      await stack.stop();
      // PostgreSQL ran as the postgres user when root; root can still remove its files.
      await remove();
    },
  };
}
