// The two static servers (`npm start`'s in scripts/start.mjs, the suite's in src/static-server.ts):
// a client-side route without an extension gets index.html, but a missing file with an extension
// (/favicon.ico, a chunk) is a 404, never the page's HTML.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/static-server.ts';

type StartServe = (dir: string, port: number, options: { spa?: boolean }) => Promise<Server>;

let root: string;
const INDEX = '<!doctype html><title>Loja Praia</title>';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'loja-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'assets', 'app.js'), 'export {};');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function expectSpaRules(base: string) {
  const get = (path: string) => fetch(new URL(path, base));
  const route = await get('/catalogo');
  expect(route.status).toBe(200);
  expect(await route.text()).toBe(INDEX);
  expect(await (await get('/cadastros/clientes/3/editar')).text()).toBe(INDEX);

  const icon = await get('/favicon.svg');
  expect(icon.status).toBe(200);
  expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  expect((await get('/assets/app.js')).status).toBe(200);

  for (const missing of ['/favicon.ico', '/x.js', '/assets/old-chunk.js', '/robots.txt']) {
    const response = await get(missing);
    expect(response.status, missing).toBe(404);
    expect(await response.text(), missing).not.toContain('<title>');
  }
}

describe('static servers', () => {
  it("the suite's server: routes get index.html, a missing file with an extension is a 404", async () => {
    const server = await serveStatic({ root, spaFallback: true });
    try {
      await expectSpaRules(server.url);
    } finally {
      await server.stop();
    }
  });

  it("npm start's server: the same rules", async () => {
    const start = pathToFileURL(resolve(import.meta.dirname, '../../scripts/start.mjs')).href;
    const { serve } = (await import(start)) as { serve: StartServe };
    const server = await serve(root, 0, { spa: true });
    try {
      await expectSpaRules(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
