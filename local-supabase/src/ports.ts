import { readFileSync } from 'node:fs';
import net from 'node:net';
import { StackError } from './errors.ts';

/** Resolves when nothing listens on `port` (127.0.0.1), else fails with a clear line. */
export function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new StackError(`A porta ${port} (${what}) já está em uso. Pare o processo que a usa ou escolha outra com ${envVar}=<porta>.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * The OS's own range for outgoing connections and `listen(0)` (Linux; elsewhere the common default).
 * A port taken from it can be handed to someone else's outgoing connection in the seconds between the
 * check and the stack's own listen (the suite's stack listens only after migrating the database).
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low, high];
  } catch {
    /* not Linux */
  }
  return [32768, 60999];
}

const LOWEST_RANDOM_PORT = 10_000;

/**
 * A port free now, for tests and benches that must not clash with a running stack: chosen at random
 * below the ephemeral range, so only another explicit listen can take it before we do.
 */
export async function freePort(): Promise<number> {
  const highest = ephemeralRange()[0] - 1;
  for (let attempt = 0; attempt < 100 && highest - LOWEST_RANDOM_PORT > 1000; attempt++) {
    const port = LOWEST_RANDOM_PORT + Math.floor(Math.random() * (highest - LOWEST_RANDOM_PORT));
    if (await isFree(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isFree = (port: number) =>
  assertPortFree(port, '', '').then(
    () => true,
    () => false,
  );

/** Two consecutive free ports (PostgREST uses port and port + 1 for its admin server). */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort();
    if (await isFree(port + 1)) return port;
  }
  throw new StackError('Não foi possível encontrar duas portas livres consecutivas.');
}
