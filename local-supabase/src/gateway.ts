import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { StackConfig, ServiceHandler } from './types.ts';
import { HttpError, sendJson } from './http.ts';

export interface GatewayRoutes {
  auth: ServiceHandler;
  storage: ServiceHandler;
  mailbox: ServiceHandler;
}

const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'content-type', 'x-client-info', 'x-upsert', 'cache-control', 'prefer', 'range',
  'accept-profile', 'content-profile', 'x-supabase-api-version', 'x-retry-count', 'accept', 'if-none-match',
  'if-modified-since', 'x-metadata',
].join(', ');
const EXPOSED_HEADERS = [
  'content-range', 'content-location', 'x-supabase-api-version', 'etag', 'location', 'preference-applied', 'range-unit',
  'content-disposition', 'last-modified', 'cache-control',
].join(', ');

/** Paths reachable without an apikey, as on Supabase: e-mail links, public objects, the local mailbox. */
function isOpen(method: string, path: string): boolean {
  if (path === '/' || path === '/health' || path.startsWith('/mailbox')) return true;
  if (method === 'GET' && (path === '/auth/v1/verify' || path === '/auth/v1/callback' || path === '/auth/v1/health')) return true;
  if ((method === 'GET' || method === 'HEAD') &&
    (path.startsWith('/storage/v1/object/public/') || path.startsWith('/storage/v1/render/image/public/') ||
      // Signed URLs carry their own token, so an <img> can use them.
      path.startsWith('/storage/v1/object/sign/'))) return true;
  return false;
}

// Lower-case names, as undici reports PostgREST's: spread after them, ours replace its `*` origin.
const CORS_WITHOUT_ORIGIN = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS,
  'access-control-expose-headers': EXPOSED_HEADERS,
  'access-control-allow-credentials': 'true',
  'access-control-max-age': '86400',
  vary: 'Origin',
} as const;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return { 'access-control-allow-origin': req.headers.origin ?? '*', ...CORS_WITHOUT_ORIGIN };
}

/**
 * Path and query string of a request target. A plain path (the REST proxy's hot path) is taken as
 * it is; one with dots, escapes or backslashes goes through the URL parser, which resolves `..`
 * and `%2e` segments before the routing and the apikey rules look at it.
 */
function splitTarget(target: string): { path: string; search: string } {
  const mark = target.indexOf('?');
  const rawPath = mark === -1 ? target : target.slice(0, mark);
  const search = mark === -1 ? '' : target.slice(mark);
  if (rawPath.startsWith('/') && !/[.%\\]/.test(rawPath)) return { path: rawPath, search };
  const url = new URL(target, 'http://gateway');
  return { path: url.pathname, search: url.search };
}

/** Headers that belong to one connection, not to the request: never forwarded either way. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'expect']);

/** The headers that may cross the proxy, without the connection-level ones. */
function endToEnd(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

function apiKeyOf(req: IncomingMessage, search: string): string | undefined {
  const header = req.headers.apikey;
  if (header !== undefined) return Array.isArray(header) ? header[0] : header;
  return search ? new URLSearchParams(search).get('apikey') ?? undefined : undefined;
}

/**
 * One port for everything, like Supabase's Kong: /rest/v1 is proxied to PostgREST with a keep-alive
 * pool (the proxy must stay cheap: the catalogue budget allows 10% over PostgREST's p95),
 * /auth/v1 and /storage/v1 are served in-process, /mailbox is the local inbox.
 */
export function createGateway(config: StackConfig, routes: GatewayRoutes): http.Server {
  // undici's pool costs less CPU per request than node:http's client, and on a 2-core machine the
  // gateway's CPU is taken from PostgREST and PostgreSQL: that is where its p95 overhead comes from.
  const pool = new Pool(`http://127.0.0.1:${config.restPort}`, { connections: 64, keepAliveTimeout: 30_000 });
  const validKeys = new Set([config.anonKey, config.serviceKey]);

  const proxyToRest = (req: IncomingMessage, res: ServerResponse, path: string, cors: Record<string, string>, apiKey: string) => {
    const headers = endToEnd(req.headers);
    // supabase-js always sends a bearer; a bare apikey request acts as that key's role, as on Supabase.
    if (!headers.authorization) headers.authorization = `Bearer ${apiKey}`;
    delete headers.apikey;
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    pool.stream(
      { path, method, headers, body: hasBody ? req : undefined },
      ({ statusCode, headers: upHeaders }) => {
        res.writeHead(statusCode, { ...endToEnd(upHeaders), ...cors });
        return res;
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) sendJson(res, 503, { message: 'PostgREST indisponível', code: 'PGRST000' }, cors);
        else res.destroy();
      },
    );
  };

  const server = http.createServer(async (req, res) => {
    const { path, search } = splitTarget(req.url ?? '/');
    const method = req.method ?? 'GET';
    const cors = corsHeaders(req);

    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const apiKey = apiKeyOf(req, search);
    if (!isOpen(method, path)) {
      if (!apiKey) return sendJson(res, 401, { message: 'No API key found in request', hint: 'Envie o cabeçalho apikey.' }, cors);
      if (!validKeys.has(apiKey)) return sendJson(res, 401, { message: 'Invalid API key', hint: 'Use a chave anon ou service_role.' }, cors);
    }
    // The proxy writes CORS with PostgREST's headers in one writeHead; the in-process services get them here.
    if (path === '/rest/v1' || path.startsWith('/rest/v1/')) {
      return proxyToRest(req, res, (path.slice('/rest/v1'.length) || '/') + search, cors, apiKey ?? config.anonKey);
    }
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);

    try {
      if (path.startsWith('/auth/v1/')) return await routes.auth(req, res, path.slice('/auth/v1'.length));
      if (path.startsWith('/storage/v1/')) return await routes.storage(req, res, path.slice('/storage/v1'.length));
      if (path === '/mailbox' || path.startsWith('/mailbox/')) return await routes.mailbox(req, res, path.slice('/mailbox'.length) || '/');
      if (path === '/' || path === '/health') return sendJson(res, 200, { name: 'loja-praia local supabase', status: 'ok' });
      sendJson(res, 404, { message: 'no Route matched with those values' });
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof HttpError) {
        return sendJson(res, error.status, { message: error.message, ...error.body }, error.headers);
      }
      console.error('[gateway]', error);
      sendJson(res, 500, { message: 'Erro interno do servidor local', error: String(error) });
    }
  });
  server.on('close', () => void pool.close());
  return server;
}
