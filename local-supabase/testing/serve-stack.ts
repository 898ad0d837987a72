/**
 * The stack a whole `npm test` shares, run by scripts/test.mjs as a child process with an IPC channel:
 * starts one local stack (free ports, fresh temp dir), sends `{ ready: SharedStack }` to the parent,
 * and on the message 'stop' (or the parent going away) stops it, removes the directory and exits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StackError } from '../src/errors.ts';
import { startStack, type StackHandle } from '../src/stack.ts';
import { describeStack, TEST_SIGN_IN_RATE_LIMIT } from './shared-stack.ts';

const send = (message: unknown) => new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

let stack: StackHandle | undefined;
let dataDir: string | undefined;
let stopping: Promise<void> | undefined;

function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await stack?.stop().catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    process.exit(code);
  })();
  return stopping;
}

process.on('message', (message) => {
  if (message === 'stop') void stop(0);
});
// The runner died without saying stop: nothing may outlive it.
process.on('disconnect', () => void stop(0));
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-suite-'));
  stack = await startStack({
    dataDir,
    randomPorts: true,
    signInRateLimit: { ...TEST_SIGN_IN_RATE_LIMIT },
    onCrash: (message) => console.error(`[local-supabase] ${message}`),
  });
  await send({ ready: describeStack(stack) });
} catch (error) {
  const message = error instanceof StackError ? error.message : String(error instanceof Error ? error.stack : error);
  await send({ failed: message });
  await stop(1);
}
