import { timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'undici';
import { DEMO_ANON_KEY, DEMO_SERVICE_KEY } from './config.ts';
import { firstValue } from './headers.ts';
import { HttpError, sendJson } from './http.ts';
import type { ServiceHandler, StackConfig } from './types.ts';

export interface GatewayRoutes {
  auth: ServiceHandler;
  storage: ServiceHandler;
  mailbox: ServiceHandler;
}

export interface GatewayOptions {
  /**
   * The new-style API keys Kong turns into the anon / service_role JWT (the CLI's `BearerToken`).
   * Default: the config's (PUBLISHABLE_KEY / SECRET_KEY), else the CLI's well-known local defaults, but only while the
   * JWT keys are the demo ones too (a stack with its own service key must not accept a public secret).
   */
  publishableKey?: string;
  secretKey?: string;
}

/** `pkg/config/apikeys.go` in supabase/cli: the keys `supabase start` prints. */
export const CLI_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const CLI_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * The CLI's Kong (`internal/start/templates/kong.yml`), route by route. Kong matches path prefixes, the
 * longest first, and strips the prefix (`strip_path: true`). Every route has the `cors` plugin; most add
 * the request transformer that sets Authorization (`transform`). No route checks the apikey: GoTrue,
 * Storage and PostgREST check the bearer themselves.
 */
type Upstream = 'auth' | 'rest' | 'storage' | 'absent';
interface KongRoute {
  prefix: string;
  upstream: Upstream;
  transform: boolean;
}
const KONG_ROUTES: KongRoute[] = [
  // E-mail links and OAuth redirects: cors only, Authorization passed through untouched.
  { prefix: '/auth/v1/verify', upstream: 'auth', transform: false },
  { prefix: '/auth/v1/callback', upstream: 'auth', transform: false },
  { prefix: '/auth/v1/authorize', upstream: 'auth', transform: false },
  { prefix: '/auth/v1/', upstream: 'auth', transform: true },
  { prefix: '/rest/v1/', upstream: 'rest', transform: true },
  // S3 requests carry an AWS signature in Authorization: Kong leaves it alone.
  { prefix: '/storage/v1/s3/', upstream: 'storage', transform: false },
  { prefix: '/storage/v1/', upstream: 'storage', transform: true },
  // Services `supabase start` runs and this stack does not: the route exists, its upstream does not.
  { prefix: '/rest-admin/v1/', upstream: 'absent', transform: false },
  { prefix: '/graphql/v1', upstream: 'absent', transform: true },
  { prefix: '/realtime/v1/', upstream: 'absent', transform: false },
  { prefix: '/functions/v1/', upstream: 'absent', transform: true },
  { prefix: '/.well-known/oauth-authorization-server', upstream: 'absent', transform: false },
  { prefix: '/pg/', upstream: 'absent', transform: false },
  { prefix: '/analytics/v1/', upstream: 'absent', transform: false },
  { prefix: '/pooler/v2/', upstream: 'absent', transform: false },
  { prefix: '/mcp', upstream: 'absent', transform: false },
].sort((a, b) => b.prefix.length - a.prefix.length) as KongRoute[];

const routeOf = (path: string) => KONG_ROUTES.find((route) => path.startsWith(route.prefix));

/** Where each upstream mounts: Kong strips the service prefix and keeps the rest of the path. */
const MOUNT: Record<Exclude<Upstream, 'absent'>, string> = { auth: '/auth/v1', rest: '/rest/v1', storage: '/storage/v1' };

/**
 * Kong's `cors` plugin with no config (kong 2.8 `plugins/cors/handler.lua`): a preflight is answered by
 * Kong itself, 200 and empty, with `*`, the requested headers echoed and every method; no credentials,
 * no Max-Age, no Vary.
 */
const PREFLIGHT_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';

/**
 * GoTrue's own rs/cors (`api/api.go`) on a real request: `Vary: Origin` always, the exposed headers when
 * the request has an Origin. Kong then sets the origin to `*`. rs/cors also sends
 * `Access-Control-Allow-Credentials: true`; we leave it out: next to `*` a browser refuses a credentialed
 * response either way, and the gateway never advertises credentials. Storage sends no CORS of its own
 * ("kong should take care of cors"); PostgREST's own headers pass through the proxy untouched.
 */
function authCors(req: IncomingMessage): Record<string, string> {
  return req.headers.origin
    ? { vary: 'Origin', 'access-control-expose-headers': 'X-Total-Count, Link, X-Supabase-Api-Version' }
    : { vary: 'Origin' };
}

/**
 * Path and query string of a request target. A plain path (the REST proxy's hot path) is taken as
 * it is; one with dots, escapes or backslashes goes through the URL parser, which resolves `..`
 * and `%2e` segments before the routing looks at it (nginx normalises `$uri` the same way).
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

/** Compares a presented key with a configured one in constant time (a key is a secret): the buffer is built once. */
function keyMatcher(key: string | undefined): (candidate: string) => boolean {
  if (!key) return () => false;
  const expected = Buffer.from(key, 'utf8');
  return (candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

/** The keys Kong's BearerToken maps, ready to compare: build once per gateway with `kongKeys`. */
export interface KongKeys {
  isPublishableKey: (apiKey: string) => boolean;
  isSecretKey: (apiKey: string) => boolean;
  anonKey: string;
  serviceKey: string;
}

export function kongKeys(keys: { publishableKey?: string; secretKey?: string; anonKey: string; serviceKey: string }): KongKeys {
  return {
    isPublishableKey: keyMatcher(keys.publishableKey),
    isSecretKey: keyMatcher(keys.secretKey),
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
  };
}

/**
 * The CLI's `BearerToken` expression (`internal/start/start.go`), evaluated per request:
 * an Authorization header is kept unless it is `Bearer sb_…` (a new-style key, which no service can verify);
 * otherwise the secret key becomes `Bearer <service_role JWT>`, the publishable key `Bearer <anon JWT>`,
 * and any other apikey is copied as it is (a legacy JWT apikey, without "Bearer ", exactly as Kong does).
 * Undefined: no header is set.
 */
export function kongBearer(headers: IncomingHttpHeaders, keys: KongKeys): string | undefined {
  const authorization = firstValue(headers.authorization);
  if (authorization !== undefined && authorization.slice(0, 10) !== 'Bearer sb_') return authorization;
  const apiKey = firstValue(headers.apikey);
  if (apiKey === undefined) return undefined;
  if (keys.isSecretKey(apiKey)) return `Bearer ${keys.serviceKey}`;
  if (keys.isPublishableKey(apiKey)) return `Bearer ${keys.anonKey}`;
  return apiKey;
}

/**
 * Kong's own answer when something in the gateway fails unexpectedly (the mailbox, which has no error
 * handling of its own). The auth and storage services write their own 500s in their real services' shapes
 * (auth/error-response.ts, StorageErrors.internal()) and never let an unhandled error reach the gateway.
 * The real error is only logged.
 */
const INTERNAL_ERROR = { message: 'An unexpected error occurred' };

/** A request framed with a body (a bodiless one can be answered before Node marks it complete). */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * An answer written while the request body is still arriving (a 413, an upload refused early) ends the
 * connection, as Go's net/http does (`requestTooLarge`, `closeWriteAndWait`): `Connection: close`, then
 * a FIN once the reply is out, and the socket destroyed shortly after. Meanwhile whatever the client still
 * sends is discarded, so the close is not an RST that could cost it the reply. A keep-alive pool then opens
 * a new connection at once instead of waiting behind unread bytes until the keep-alive timeout.
 * The services write their own errors, so the check sits in writeHead, which every reply goes through
 * (an implicit header included).
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    res.writeHead = writeHead;
    if (hasBody(req) && !req.complete) {
      res.setHeader('Connection', 'close');
      // Node ends a `Connection: close` reply with socket.destroySoon(), which stops reading at once: a
      // client still sending its body then gets EPIPE instead of the 413. Linger instead, like Go.
      const socket = req.socket;
      socket.destroySoon = () => {
        req.resume();
        socket.end();
        setTimeout(() => socket.destroy(), 500).unref();
      };
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * How many REST requests the gateway lets PostgREST work on at once (REST_CONCURRENCY; default 4 per core).
 * The rest wait in the pool's queue, first come first served. Every request is CPU work for PostgREST and
 * PostgreSQL on the same cores: past a few per core, more at once only adds switching and lock waits. With
 * 16 sellers finishing sales on 2 cores (bench vendas), 64 at once cost postgres 4.1-4.2 ms of CPU per sale,
 * 8 at once 3.6-3.7 ms; the bench went from p95 62-65 ms and 380-396 sales/s to 51-53 ms and 430/s. The
 * limit sits here and not in PostgREST's db-pool because PostgREST's pool does not serve its waiters in
 * order (a smaller db-pool gave more sales/s and a worse p95). It also changes what the catalogue's
 * "gateway over PostgREST direct" comparison measures: with 16 connections the gateway's p95 is now below
 * the direct one's, because only 8 of them reach PostgREST at once.
 */
function restConcurrency(): number {
  const configured = Number(process.env.REST_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : 4 * availableParallelism();
}

/**
 * One port for everything, like the CLI's Kong: /rest/v1 is proxied to PostgREST with a keep-alive
 * pool (the proxy must stay cheap: the catalogue budget allows 10% over PostgREST's p95),
 * /auth/v1 and /storage/v1 are served in-process, /mailbox is the local inbox (Inbucket's stand-in,
 * which the CLI serves on its own port: no Kong plugins apply to it).
 */
export function createGateway(config: StackConfig, routes: GatewayRoutes, options: GatewayOptions = {}): http.Server {
  // undici's pool costs less CPU per request than node:http's client, and on a 2-core machine the
  // gateway's CPU is taken from PostgREST and PostgreSQL: that is where its p95 overhead comes from.
  const pool = new Pool(`http://127.0.0.1:${config.restPort}`, { connections: restConcurrency(), keepAliveTimeout: 30_000 });
  const demoKeys = config.anonKey === DEMO_ANON_KEY && config.serviceKey === DEMO_SERVICE_KEY;
  const keys = kongKeys({
    anonKey: config.anonKey,
    serviceKey: config.serviceKey,
    publishableKey: options.publishableKey ?? config.publishableKey ?? (demoKeys ? CLI_PUBLISHABLE_KEY : undefined),
    secretKey: options.secretKey ?? config.secretKey ?? (demoKeys ? CLI_SECRET_KEY : undefined),
  });

  const proxyToRest = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const headers = endToEnd(req.headers);
    const method = req.method ?? 'GET';
    const sendsBody = method !== 'GET' && method !== 'HEAD';
    pool.stream(
      { path, method, headers, body: sendsBody ? req : undefined },
      ({ statusCode, headers: upHeaders }) => {
        // Kong's header_filter: PostgREST's own CORS headers stay, the origin becomes `*`.
        res.writeHead(statusCode, { ...endToEnd(upHeaders), 'access-control-allow-origin': '*' });
        return res;
      },
      (error) => {
        // The client went away before the answer ended (a closed tab, a load generator ending its
        // run): PostgREST did nothing wrong and there is no one left to answer.
        if (!error || res.destroyed) return;
        console.error('[gateway] PostgREST', error);
        // Kong's answer when the upstream connection fails.
        if (!res.headersSent) {
          sendJson(res, 502, { message: 'An invalid response was received from the upstream server' }, { 'access-control-allow-origin': '*' });
        } else res.destroy();
      },
    );
  };

  const server = http.createServer(async (req, res) => {
    const { path, search } = splitTarget(req.url ?? '/');
    const method = req.method ?? 'GET';
    const route = routeOf(path);
    if (route?.upstream !== 'rest') closeIfBodyUnread(req, res);

    if (path === '/mailbox' || path.startsWith('/mailbox/')) {
      return serve(req, res, () => routes.mailbox(req, res, path.slice('/mailbox'.length) || '/'));
    }
    if (!route) return sendJson(res, 404, { message: 'no Route matched with those values' });

    if (method === 'OPTIONS' && req.headers.origin && req.headers['access-control-request-method']) {
      const requested = firstValue(req.headers['access-control-request-headers']);
      res.writeHead(200, {
        'access-control-allow-origin': '*',
        ...(requested ? { 'access-control-allow-headers': requested } : {}),
        'access-control-allow-methods': PREFLIGHT_METHODS,
        'content-length': '0',
      });
      res.end();
      return;
    }
    if (route.transform) {
      const bearer = kongBearer(req.headers, keys);
      if (bearer === undefined) delete req.headers.authorization;
      else req.headers.authorization = bearer;
    }
    if (route.upstream === 'absent') {
      // Kong cannot resolve a container that is not running.
      return sendJson(res, 503, { message: 'name resolution failed' }, { 'access-control-allow-origin': '*' });
    }
    const rest = path.slice(MOUNT[route.upstream].length);
    if (route.upstream === 'rest') return proxyToRest(req, res, rest + search);

    res.setHeader('access-control-allow-origin', '*');
    if (route.upstream === 'auth') {
      for (const [name, value] of Object.entries(authCors(req))) res.setHeader(name, value);
      return serve(req, res, () => routes.auth(req, res, rest));
    }
    return serve(req, res, () => routes.storage(req, res, rest));
  });

  /** Runs an in-process service; its HttpErrors become their JSON, anything else a neutral 500. */
  async function serve(req: IncomingMessage, res: ServerResponse, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      if (res.headersSent) {
        // Half a reply must not pass for a whole one.
        console.error('[gateway]', req.method, req.url, error);
        if (!res.writableEnded) res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        return sendJson(res, error.status, { message: error.message, ...error.body }, error.headers);
      }
      console.error('[gateway]', req.method, req.url, error);
      sendJson(res, 500, INTERNAL_ERROR);
    }
  }

  server.on('close', () => void pool.close());
  return server;
}
