/**
 * Vitest globalSetup for the frontends' integration tests (`@loja/local-supabase/vitest-global-setup`):
 * one local stack per Vitest run (or per project that lists this file), on free ports and in a fresh
 * temp dir, stopped and removed after. Tests read it through `@loja/local-supabase/testing`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StackHandle } from '../src/stack.ts';
import type { ProvidedSupabaseStack } from './provided.ts';

let stack: StackHandle | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-frontend-test-'));
  stack = await startStack({
    dataDir,
    randomPorts: true,
    // signInAs() signs in once per test: room for a whole project's files in the 5-minute window.
    signInRateLimit: { max: 500, windowSeconds: 300 },
    onCrash: (message) => console.error(`[local-supabase] ${message}`),
  });
  if (process.env.LOCAL_SUPABASE_TIMING) console.log(`[local-supabase] stack pronto em ${Date.now() - started} ms`);
  const provided: ProvidedSupabaseStack = {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    databaseUrl: stack.databaseUrl,
  };
  project.provide('supabaseStack', provided);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  stack = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
