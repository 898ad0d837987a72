import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateTypes } from '../../src/gen-types.ts';
import { startStack, type StackHandle } from '../../src/stack.ts';
import { describeStack, type SharedStack } from '../../testing/shared-stack.ts';

/** What the test files read of the stack (the shape the suite's shared stack has too). */
export type ProvidedStack = Omit<SharedStack, 'signInRateLimit'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
    /** The `Database` type generated from the fresh stack before any test ran (database-types.test.ts). */
    generatedDatabaseTypes: string;
  }
}

let stack: StackHandle | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-test-'));
  stack = await startStack({
    dataDir,
    randomPorts: true,
    // Per e-mail and IP: low enough for the rate-limit test to reach quickly, high enough for the demo logins over the whole suite.
    signInRateLimit: { max: 60, windowSeconds: 300 },
    onCrash: (message) => console.error(`[stack] ${message}`),
  });
  const { signInRateLimit: _limit, ...provided } = describeStack(stack);
  project.provide('stack', provided);
  // Generated here, from exactly the migrations, so nothing a test file creates can leak into it.
  project.provide('generatedDatabaseTypes', await generateTypes(stack.databaseUrl));
}

export async function teardown(): Promise<void> {
  await stack?.stop();
  // PostgreSQL ran as the postgres user; root can still remove its files.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
