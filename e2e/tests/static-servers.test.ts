// The two static servers (`npm start`'s in scripts/start.mjs, the suite's in src/static-server.ts):
// a client-side route without an extension gets index.html, but a missing file with an extension
// (/favicon.ico, a chunk) is a 404, never the page's HTML. Both serve as a production host would:
// text compressed (brotli or gzip, as the client accepts), hashed /assets/ cached for a year, the
// files that name no hash revalidated, and index.html with hints for its section (preconnects, and on
// the storefront the remote's entry and ./routes chunks as module preloads, from its live manifest).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../src/static-server.ts';

type StartServe = (dir: string, port: number, options: { spa?: boolean; config?: typeof CONFIG }) => Promise<Server>;

let root: string;
const INDEX = '<!doctype html><title>Loja Praia</title>';
const HTML = '<!doctype html><html lang="pt-BR"><head><title>Loja Praia</title></head><body></body></html>';
// Long enough for compression to pay, as a real chunk.
const CHUNK = `export const produtos = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Biquíni ${i}` })))};`;
const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0]);
const CONFIG = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    catalog: 'http://127.0.0.1:9101/mf-manifest.json',
    cadastros: 'http://127.0.0.1:9102/mf-manifest.json',
    estoque: 'http://127.0.0.1:9103/mf-manifest.json',
    placeholders: 'http://127.0.0.1:9104/mf-manifest.json',
  },
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'loja-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, 'assets', 'app.js'), 'export {};');
  await writeFile(join(root, 'assets', 'catalogo-3f9a1c.js'), CHUNK);
  await writeFile(join(root, 'remoteEntry.js'), CHUNK);
  await writeFile(join(root, 'mf-manifest.json'), JSON.stringify(CONFIG));
  await writeFile(join(root, 'favicon.ico'), ICON);
  await mkdir(join(root, 'shell'));
  await writeFile(join(root, 'shell', 'index.html'), HTML);
  await writeFile(join(root, 'config.json'), JSON.stringify(CONFIG));
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

  for (const missing of ['/favicon.png', '/x.js', '/assets/old-chunk.js', '/robots.txt']) {
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

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is left as sent (fetch would decompress it and hide the encoding). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function expectProductionHeaders(base: string) {
  const chunk = '/assets/catalogo-3f9a1c.js';
  // Brotli when accepted, gzip otherwise, the bytes as they are when nothing is accepted.
  const br = await get(base, chunk, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(CHUNK.length / 3);
  expect(brotliDecompressSync(br.body).toString()).toBe(CHUNK);
  const gz = await get(base, chunk, { 'accept-encoding': 'gzip, br;q=0' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(CHUNK);
  const plain = await get(base, chunk);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(CHUNK);
  // Twice the same (the cached bodies), and an image is never recompressed.
  expect((await get(base, chunk, { 'accept-encoding': 'br' })).body).toEqual(br.body);
  const icon = await get(base, '/favicon.ico', { 'accept-encoding': 'gzip, br' });
  expect(icon.headers['content-encoding']).toBeUndefined();
  expect(icon.body).toEqual(ICON);

  // A hashed file is cached for a year; what names no hash is revalidated on every use.
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/catalogo', '/remoteEntry.js', '/mf-manifest.json', '/config.json', '/favicon.ico']) {
    const response = await get(base, path, { 'accept-encoding': 'gzip' });
    expect(response.status, path).toBe(200);
    expect(response.headers['cache-control'], path).toBe('no-cache');
  }
  const entry = await get(base, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
  expect(entry.headers['content-encoding']).toBe('gzip');
  // Revalidating an unchanged file costs a 304 without a body.
  const etag = String(entry.headers.etag);
  expect(etag).toMatch(/^W\/"/);
  const again = await get(base, '/remoteEntry.js', { 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
}

/** The hints index.html carries: preconnects (with or without crossorigin) and module preloads. */
async function hints(base: string, path: string) {
  const html = (await get(base, path, { 'accept-encoding': 'br' })).body;
  const text = brotliDecompressSync(html).toString();
  expect(text).toContain('<title>Loja Praia</title>');
  const all = (rel: string, cors: boolean) =>
    [...text.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"${cors ? ' crossorigin' : ''} />`, 'g'))].map((m) => m[1]).sort();
  return { cors: all('preconnect', true), plain: all('preconnect', false), modules: all('modulepreload', true), config: inlineConfig(text) };
}

/** The runtime config the page carries (shared-ui's INLINE_CONFIG_ID), parsed; undefined when absent. */
function inlineConfig(html: string): unknown {
  const match = /<script type="application\/json" id="loja-config">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

/** A remote that answers its manifest: entry and ./routes chunks (its ./navigation is not preloaded). */
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' } },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['assets/routes-1a2b.js', 'assets/Button-3c4d.js'], async: ['assets/ProductDialog-5e6f.js'] } } },
    { name: 'navigation', assets: { js: { sync: ['assets/navigation-7a8b.js'], async: [] } } },
  ],
};

async function expectHints(base: string, catalog: string, config: typeof CONFIG) {
  // The storefront: the backend and the catalogue remote, both connection pools (REST and modules,
  // images), and the remote's entry and ./routes chunks from its manifest.
  const storefront = await hints(base, '/catalogo');
  expect(storefront.cors).toEqual(['http://127.0.0.1:54321', catalog].sort());
  expect(storefront.plain).toEqual(['http://127.0.0.1:54321', catalog].sort());
  expect(storefront.modules).toEqual([`${catalog}/assets/Button-3c4d.js`, `${catalog}/assets/routes-1a2b.js`, `${catalog}/remoteEntry.js`].sort());
  expect((await hints(base, '/links')).modules).toHaveLength(3);
  // The back-office reads every remote's navigation: a CORS preconnect to each, nothing preloaded.
  const backOffice = await hints(base, '/estoque/produtos');
  expect(backOffice.cors).toEqual(['http://127.0.0.1:54321', catalog, 'http://127.0.0.1:9102', 'http://127.0.0.1:9103', 'http://127.0.0.1:9104'].sort());
  expect(backOffice.plain).toEqual([]);
  expect(backOffice.modules).toEqual([]);
  expect(await hints(base, '/')).toEqual({ cors: ['http://127.0.0.1:54321'], plain: [], modules: [], config });
  // Every page carries the config itself, so the shell does not wait for /config.json first.
  expect(storefront.config).toEqual(config);
  expect(backOffice.config).toEqual(config);
}

describe('static servers serve as a production host', () => {
  let remote: StaticServer;
  let config: typeof CONFIG;
  beforeAll(async () => {
    await mkdir(join(root, 'remote'));
    await writeFile(join(root, 'remote', 'mf-manifest.json'), JSON.stringify(MANIFEST));
    remote = await serveStatic({ root: join(root, 'remote') });
    config = { ...CONFIG, remotes: { ...CONFIG.remotes, catalog: `${remote.url}/mf-manifest.json` } };
    await writeFile(join(root, 'hints-config.json'), JSON.stringify(config));
  });
  afterAll(() => remote.stop());

  it("the suite's server", async () => {
    const server = await serveStatic({ root, spaFallback: true, files: { '/config.json': join(root, 'config.json') } });
    const shell = await serveStatic({ root: join(root, 'shell'), spaFallback: true, files: { '/config.json': join(root, 'hints-config.json') } });
    try {
      await expectProductionHeaders(server.url);
      await expectHints(shell.url, remote.url, config);
      // A remote that does not answer: the page is served all the same, without its preloads.
      await remote.stop();
      expect((await hints(shell.url, '/catalogo')).modules).toEqual([]);
    } finally {
      await remote.start();
      await Promise.all([server.stop(), shell.stop()]);
    }
  });

  it("npm start's server", async () => {
    const start = pathToFileURL(resolve(import.meta.dirname, '../../scripts/start.mjs')).href;
    const { serve } = (await import(start)) as { serve: StartServe };
    const servers = [await serve(root, 0, { spa: true, config: CONFIG }), await serve(join(root, 'shell'), 0, { spa: true, config })];
    const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expectProductionHeaders(url(servers[0]));
      await expectHints(url(servers[1]), remote.url, config);
    } finally {
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    }
  });
});
