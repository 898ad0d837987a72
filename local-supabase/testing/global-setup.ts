/**
 * Vitest globalSetup for the frontends' integration tests (`@loja/local-supabase/vitest-global-setup`).
 * Under `npm test` the root runner's stack is reused (`LOJA_TEST_STACK`, see shared-stack.ts); run
 * alone, it starts one local stack per Vitest run on free ports and in a fresh temp dir, stopped and
 * removed after. Tests read it through `@loja/local-supabase/testing`.
 */
import type { TestProject } from 'vitest/node';
import type { ProvidedSupabaseStack } from './provided.ts';
import { describeStack, sharedStackFromEnv, startTestStack, type SharedStack } from './shared-stack.ts';

let stopOwn: (() => Promise<void>) | undefined;

/** The runner's stack, or one of our own. */
async function obtainStack(): Promise<SharedStack> {
  const shared = sharedStackFromEnv();
  if (shared) return shared;
  const started = Date.now();
  const own = await startTestStack('loja-praia-frontend-test-', (message) => console.error(`[local-supabase] ${message}`));
  stopOwn = own.stop;
  if (process.env.LOCAL_SUPABASE_TIMING) console.log(`[local-supabase] stack pronto em ${Date.now() - started} ms`);
  return describeStack(own.stack);
}

export async function setup(project: TestProject): Promise<void> {
  const { url, anonKey, serviceKey, databaseUrl } = await obtainStack();
  const provided: ProvidedSupabaseStack = { url, anonKey, serviceKey, databaseUrl };
  project.provide('supabaseStack', provided);
}

export async function teardown(): Promise<void> {
  await stopOwn?.();
  stopOwn = undefined;
}
