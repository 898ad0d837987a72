/**
 * Runs the bench's stack in a process of its own, as `npm start` does, so the load generator
 * (autocannon, in the parent) never shares an event loop with the gateway it measures.
 * Parent → child: 'stop'. Child → parent: { ready: BenchStack } or { error: string }.
 */
import { startStack } from '../src/stack.ts';

export interface BenchStack {
  url: string;
  anonKey: string;
  databaseUrl: string;
  restUrl: string;
  /** Signs the access tokens of logins a suite creates by SQL (vendas.ts), as the auth service would. */
  jwtSecret: string;
}

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error('uso: fork(stack-process.ts, [<pasta temporária>]) a partir de bench/start-stack.ts');
  process.exit(2);
}

try {
  const stack = await startStack({ dataDir, randomPorts: true, onCrash: (message) => console.error(`[stack] ${message}`) });
  const ready: BenchStack = {
    url: stack.url,
    anonKey: stack.anonKey,
    databaseUrl: stack.databaseUrl,
    restUrl: `http://127.0.0.1:${stack.config.restPort}`,
    jwtSecret: stack.jwtSecret,
  };
  process.on('message', (message) => {
    if (message === 'stop') void stack.stop().finally(() => process.exit(0));
  });
  // The parent died without saying stop: do not leave PostgreSQL behind.
  process.on('disconnect', () => void stack.stop().finally(() => process.exit(0)));
  process.send({ ready });
} catch (error) {
  process.send({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
