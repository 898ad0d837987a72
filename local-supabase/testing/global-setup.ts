/**
 * Vitest globalSetup for the frontends' integration tests (`@loja/local-supabase/vitest-global-setup`).
 * Under `npm test` the root runner's stack is reused (`LOJA_TEST_STACK`, see shared-stack.ts); run
 * alone, it starts one local stack per Vitest run on free ports and in a fresh temp dir, stopped and
 * removed after. Tests read it through `@loja/local-supabase/testing`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StackHandle } from '../src/stack.ts';
import type { ProvidedSupabaseStack } from './provided.ts';
import { describeStack, sharedStackFromEnv, TEST_SIGN_IN_RATE_LIMIT, type SharedStack } from './shared-stack.ts';

let stack: StackHandle | undefined;
let dataDir: string | undefined;

/** The runner's stack, or one of our own. */
async function obtainStack(): Promise<SharedStack> {
  const shared = sharedStackFromEnv();
  if (shared) return shared;
  const started = Date.now();
  dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-frontend-test-'));
  stack = await startStack({
    dataDir,
    randomPorts: true,
    signInRateLimit: { ...TEST_SIGN_IN_RATE_LIMIT },
    onCrash: (message) => console.error(`[local-supabase] ${message}`),
  });
  if (process.env.LOCAL_SUPABASE_TIMING) console.log(`[local-supabase] stack pronto em ${Date.now() - started} ms`);
  return describeStack(stack);
}

export async function setup(project: TestProject): Promise<void> {
  const { url, anonKey, serviceKey, databaseUrl } = await obtainStack();
  const provided: ProvidedSupabaseStack = { url, anonKey, serviceKey, databaseUrl };
  project.provide('supabaseStack', provided);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  stack = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
