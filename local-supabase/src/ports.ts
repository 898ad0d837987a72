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

/** A port the OS says is free now (for tests and benches that must not clash with a running stack). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Two consecutive free ports (PostgREST uses port and port + 1 for its admin server). */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await freePort();
    try {
      await assertPortFree(port + 1, 'admin', 'REST_PORT');
      return port;
    } catch {
      /* try another */
    }
  }
  throw new StackError('Não foi possível encontrar duas portas livres consecutivas.');
}
