/**
 * The gateway lets PostgREST work on a bounded number of REST requests at once (REST_CONCURRENCY, default
 * 4 per core); the others wait in its queue and are all answered. The upstream here is a stand-in for
 * PostgREST that holds every request until the test releases them, so what reaches it at once is counted.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createGateway } from '../src/gateway.ts';
import { freePort } from '../src/ports.ts';
import type { ServiceHandler } from '../src/types.ts';

interface Upstream {
  port: number;
  /** The most requests it held at the same time. */
  peak: () => number;
  /** The TCP connections the gateway opened to it. */
  connections: () => number;
  /** Resolves once it holds `count` requests. */
  holding: (count: number) => Promise<void>;
  /** Answers the oldest request it holds. */
  releaseOne: () => void;
  close: () => Promise<void>;
}

async function holdingUpstream(): Promise<Upstream> {
  const held: ServerResponse[] = [];
  let peak = 0;
  let connections = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const answer = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  const server = http.createServer((_req: IncomingMessage, res: ServerResponse) => {
    held.push(res);
    peak = Math.max(peak, held.length);
    for (const w of waiters.filter((w) => held.length >= w.count)) w.resolve();
  });
  server.on('connection', () => (connections += 1));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    peak: () => peak,
    connections: () => connections,
    holding: (count) => new Promise((resolve) => (held.length >= count ? resolve() : waiters.push({ count, resolve }))),
    releaseOne: () => {
      const res = held.shift();
      if (res) answer(res);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const unused: ServiceHandler = async () => undefined;
/** Requests the gateway itself has received, and who waits for a count of them. */
let received = 0;
let receivedWaiters: { count: number; resolve: () => void }[] = [];
const gatewayReceived = (count: number) =>
  new Promise<void>((resolve) => (received >= count ? resolve() : receivedWaiters.push({ count, resolve })));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gatewayTo(upstream: Upstream, concurrency: string | undefined): Promise<string> {
  const before = process.env.REST_CONCURRENCY;
  if (concurrency === undefined) delete process.env.REST_CONCURRENCY;
  else process.env.REST_CONCURRENCY = concurrency;
  try {
    const config = loadConfig({ apiPort: 1, dbPort: 2, restPort: upstream.port });
    const server = createGateway(config, { auth: unused, storage: unused, mailbox: unused });
    server.on('request', () => {
      received += 1;
      for (const w of receivedWaiters.filter((w) => received >= w.count)) w.resolve();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } finally {
    if (before === undefined) delete process.env.REST_CONCURRENCY;
    else process.env.REST_CONCURRENCY = before;
  }
}

async function sendAndCount(concurrency: string | undefined, limit: number): Promise<void> {
  received = 0;
  receivedWaiters = [];
  const upstream = await holdingUpstream();
  cleanups.push(upstream.close);
  const url = await gatewayTo(upstream, concurrency);
  const requests = Array.from({ length: limit + 3 }, (_, i) => fetch(`${url}/rest/v1/produtos?id=eq.${i}`, { headers: { apikey: 'x' } }));
  await gatewayReceived(limit + 3);
  // Every request is in the gateway. The upstream answers one at a time, each once it holds as many as the
  // limit allows (or all that are left): a queued request reaches it only when an earlier one is answered,
  // and it never holds more than the limit. Every request is answered.
  for (let left = limit + 3; left > 0; left--) {
    await upstream.holding(Math.min(limit, left));
    upstream.releaseOne();
  }
  const statuses = await Promise.all(requests.map(async (r) => (await r).status));
  expect(statuses).toEqual(Array.from({ length: limit + 3 }, () => 200));
  expect(upstream.peak()).toBe(limit);
  // The queue was decided when the requests arrived: a gateway without the limit opens a connection for
  // each of them at once, this one only as many as the limit and reuses them.
  expect(upstream.connections()).toBe(limit);
}

describe('REST requests reach PostgREST a bounded number at a time', () => {
  it('REST_CONCURRENCY sets the limit', async () => {
    await sendAndCount('3', 3);
  });

  it('by default, 4 per core', async () => {
    await sendAndCount(undefined, 4 * availableParallelism());
  });
});
