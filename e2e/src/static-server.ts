// A small static file server the suite controls completely: it can be stopped and started again on the
// same port (remote-down test), serves config.json from a file outside dist (so tests rewrite it without
// touching a build), and answers with CORS (remotes are imported cross-origin by the shell). It serves
// as a production host would (scripts/start.mjs does the same for `npm start`): text gzip- or
// brotli-compressed, hashed files under /assets/ cached for a year, everything else (index.html,
// remoteEntry.js, mf-manifest.json, config.json) `no-cache` with an ETag, so a reload always asks the
// server again and a swapped remote cannot hide behind the HTTP cache.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pageStatus, warmPrimeiraVista, withPageHead, type PageHeadConfig } from '../../scripts/pageHead.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text is worth compressing; images, fonts and video already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Bodies {
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

async function compress(raw: Buffer): Promise<Bodies> {
  // Brotli at a middle quality: made on the first request of a cold suite, it must not slow that load
  // (quality 11 costs ~2 s for the shell and catalogue; 5 is ~30 ms and ~8% larger).
  const [gz, br] = await Promise.all([
    gzipAsync(raw),
    brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  ]);
  return { raw, gzip: gz, br };
}

/** Each text file's bodies, made once per process and kept while its size and mtime stay (shared by every server). */
const cache = new Map<string, { size: number; mtimeMs: number; bodies: Promise<Bodies> }>();
function bodiesOf(file: string, stats: Stats): Promise<Bodies> {
  const hit = cache.get(file);
  if (hit && hit.size === stats.size && hit.mtimeMs === stats.mtimeMs) return hit.bodies;
  const bodies = readFile(file).then(compress);
  cache.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, bodies });
  bodies.catch(() => cache.delete(file));
  return bodies;
}

/** The best encoding the request accepts among those we have (`q=0` refuses one). */
function pickEncoding(header: string | undefined, bodies: Bodies): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: 'br' | 'gzip') => bodies[name] !== undefined && (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

export interface StaticServerOptions {
  root: string;
  /** 0 = a free port chosen by the OS; a fixed port to come back on after a stop. */
  port?: number;
  /** Paths without an extension that match no file get index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** URL path -> file on disk, read on every request (config.json). */
  files?: Record<string, string>;
}
// With a '/config.json' in `files`, index.html gets the page head for that config (scripts/pageHead.mjs).

export interface StaticServer {
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  /** Closes the listener and every open connection, so the browser sees the server as gone. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  const files = options.files ?? {};

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // Lets the bench read cross-origin Resource Timing (remote entries and chunks live on other ports).
    res.setHeader('Timing-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const address = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(address.pathname);
    let file = files[pathname];
    if (!file) {
      const candidate = normalize(join(root, pathname));
      if (candidate !== root && !candidate.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (await isFile(candidate)) file = candidate;
      else if (await isFile(join(candidate, 'index.html'))) file = join(candidate, 'index.html');
      else if (options.spaFallback && extname(pathname) === '') file = join(root, 'index.html');
    }
    if (!file || !(await isFile(file))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const stats = await stat(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Vite names what it emits under assets/ by content hash: a new build is a new URL.
    const hashed = file.startsWith(join(root, 'assets') + sep);
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) {
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(stats.size) });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).on('error', () => res.destroy()).pipe(res);
      return;
    }
    let bodies: Bodies;
    let status = 200;
    const config = files['/config.json'];
    if (config && file === join(root, 'index.html')) {
      // Per section and per config (tests rewrite it): made per request (on /catalogo with the remote's
      // server-rendered first view, tens of KB: compressed in a few ms).
      const pageConfig = JSON.parse(await readFile(config, 'utf8')) as PageHeadConfig;
      const html = await withPageHead(await readFile(file, 'utf8'), pageConfig, pathname, address.search);
      bodies = await compress(Buffer.from(html));
      // The page still, with its 404 for an address the shell answers with its 404 page.
      status = pageStatus(pageConfig, pathname);
    } else if (files[pathname]) {
      // Rewritten by tests at will (config.json): read and compressed on every request, no ETag.
      bodies = await compress(await readFile(file));
    } else {
      // A weak ETag: revalidating an unchanged file (no-cache) costs a 304.
      const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      bodies = await bodiesOf(file, stats);
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], bodies);
    const body = encoding ? bodies[encoding]! : bodies.raw;
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(body.length), ...(encoding ? { 'Content-Encoding': encoding } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  let server: Server | undefined;
  let port = options.port ?? 0;

  const start = async () => {
    if (server) return;
    const next = createServer((req, res) => {
      handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    next.keepAliveTimeout = 1_000;
    await new Promise<void>((done, fail) => {
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => done());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    if (!current) return;
    server = undefined;
    const closed = new Promise<void>((done) => current.close(() => done()));
    current.closeAllConnections();
    await closed;
  };

  await start();
  // A shell with a config: its storefront remotes' first-view modules load now (the remotes already
  // listen), so the first /catalogo of a run is served with its first view. In the background.
  if (files['/config.json']) {
    void readFile(files['/config.json'], 'utf8')
      .then((text) => warmPrimeiraVista(JSON.parse(text) as PageHeadConfig))
      .catch(() => undefined);
  }
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    get running() {
      return server !== undefined;
    },
    stop,
    start,
  };
}
