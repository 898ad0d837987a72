// A small static file server the suite controls completely: it can be stopped and started again on the
// same port (remote-down test), serves config.json from a file outside dist (so tests rewrite it without
// touching a build), and answers with CORS (remotes are imported cross-origin by the shell) and no-store
// (a reload always asks the server again, so a swapped remote cannot hide behind the HTTP cache).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

export interface StaticServerOptions {
  root: string;
  /** 0 = a free port chosen by the OS; a fixed port to come back on after a stop. */
  port?: number;
  /** Paths without an extension that match no file get index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** URL path -> file on disk, read on every request (config.json). */
  files?: Record<string, string>;
}

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
    res.setHeader('Cache-Control', 'no-store');
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
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
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
    const size = (await stat(file)).size;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(size),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
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
