/** Starts the bench's stack (stack-process.ts) in a child process and stops it again. */
import { fork } from 'node:child_process';
import type { BenchStack } from './stack-process.ts';

export type { BenchStack };

export function startStackProcess(dataDir: string): Promise<{ stack: BenchStack; stop: () => Promise<void> }> {
  const child = fork(new URL('./stack-process.ts', import.meta.url), [dataDir], { execArgv: process.execArgv, stdio: 'inherit' });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`A stack do benchmark terminou (código ${code}) antes de ficar pronta`)));
    child.once('message', (message: { ready?: BenchStack; error?: string }) => {
      if (message.ready) resolve({ stack: message.ready, stop });
      else reject(new Error(message.error ?? 'A stack do benchmark não iniciou'));
    });
  });
}
