/**
 * The stack a whole `npm test` shares, run by scripts/test.mjs as a child process with an IPC channel:
 * starts one local stack (free ports, fresh temp dir), sends `{ ready: SharedStack }` to the parent,
 * and on the message 'stop' (or the parent going away) stops it, removes the directory and exits.
 */
import { StackError } from '../src/errors.ts';
import { describeStack, startTestStack } from './shared-stack.ts';

const send = (message: unknown) => new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

let stopStack: (() => Promise<void>) | undefined;
let stopping: Promise<void> | undefined;

function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    await stopStack?.().catch(() => undefined);
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
  const own = await startTestStack('loja-praia-suite-', (message) => console.error(`[local-supabase] ${message}`));
  stopStack = own.stop;
  await send({ ready: describeStack(own.stack) });
} catch (error) {
  const message = error instanceof StackError ? error.message : String(error instanceof Error ? error.stack : error);
  await send({ failed: message });
  await stop(1);
}
