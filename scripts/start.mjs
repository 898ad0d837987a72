// `npm start`: the whole system on this machine. Builds the shell and the four remotes when their
// dist/ is missing or older than their sources, starts the local Supabase (which prints the demo
// logins), then serves each build on its own port, the shell with a config.json that points at the
// backend and the remotes. Ctrl-C stops everything; the data stays in .data/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { pageStatus, warmPrimeiraVista, withPageHead } from './pageHead.mjs';

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = (name, fallback) => Number(process.env[name] ?? fallback);

// The builds and their ports come from the one list of remotes (read as JSON: this is plain Node).
const FRONTENDS = JSON.parse(readFileSync(join(ROOT, 'tooling', 'remotes.json'), 'utf8'));
const APPS = [
  ...Object.entries(FRONTENDS.remotes).map(([remote, app]) => ({ ...app, remote, port: env(app.portEnv, app.port), env: app.portEnv })),
  { ...FRONTENDS.shell, port: env(FRONTENDS.shell.portEnv, FRONTENDS.shell.port), env: FRONTENDS.shell.portEnv },
];

/** Newest modification time under a directory (sources of a build). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function buildStale() {
  const shared = Math.max(newest(join(ROOT, 'shared-ui', 'src')), newest(join(ROOT, 'tooling')));
  for (const app of APPS) {
    const dir = join(ROOT, app.workspace);
    const marker = join(dir, 'dist', app.remote ? 'mf-manifest.json' : 'index.html');
    const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    // vite.ssr.config.ts: the catalogue's server render of its first view (issue 25 §1), built by the same script.
    const configs = ['vite.config.ts', 'vite.ssr.config.ts'].map((f) => join(dir, f)).filter((f) => existsSync(f)).map((f) => statSync(f).mtimeMs);
    if (builtAt > Math.max(newest(join(dir, 'src')), shared, ...configs)) continue;
    console.log(`Compilando ${app.workspace}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      console.error(`✖ O build de ${app.workspace} falhou. Rode "npm run build -w ${app.workspace}" para ver o erro.`);
      process.exit(1);
    }
  }
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.css': 'text/css', '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.mp4': 'video/mp4' };
/** Text is worth compressing; images, fonts and video already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.map', '.css', '.txt', '.svg']);
/** Files without a content hash in their name: the remotes deploy on their own, so these are always revalidated. */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One file's body as sent: raw, gzip and brotli, computed once (in zlib's thread pool) and kept in
 * memory while the file's size and mtime stay the same (a rebuild while serving gets fresh bodies).
 * Brotli at its best quality: precompress() runs while the backend starts, so no visitor waits for it.
 */
const bodies = new Map();
function bodiesOf(file, stats) {
  const cached = bodies.get(file);
  if (cached && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) return cached.bodies;
  const result = readFile(file).then(async (raw) => {
    if (!COMPRESSIBLE.has(extname(file))) return { raw };
    const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } };
    const [gzip, br] = await Promise.all([gzipAsync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }), brotliAsync(raw, brotliOptions)]);
    return { raw, gzip, br };
  });
  bodies.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, bodies: result });
  result.catch(() => bodies.delete(file));
  return result;
}

/** A small body's three forms, made at once (brotli at a middle quality: fast enough per request). */
const smallBodies = (raw) => ({ raw, gzip: zlib.gzipSync(raw), br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) });

/** Compresses every text file of a build ahead of the first request. */
export async function precompress(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name))) await bodiesOf(file, statSync(file)).catch(() => undefined);
  }
}

/** The best encoding the client accepts among those we have (q=0 refuses one). */
function pickEncoding(header, available) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => available[name] && (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Sends a body: compressed when the client accepts it, with a weak ETag (a revalidation of an
 * unchanged file costs a 304) and Vary so a cache never hands brotli to a client that cannot read it.
 */
function send(req, res, { type, cacheControl, etag, bodies: variants, status = 200 }) {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  if (etag) {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
  }
  const encoding = pickEncoding(req.headers['accept-encoding'], variants);
  const body = encoding ? variants[encoding] : variants.raw;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A static server for one dist/: CORS for the shell's origin, SPA fallback for the shell (exported for its test). */
export function serve(dir, port, { spa = false, config } = {}) {
  // A request that fails (a malformed %-escape, a file removed by a rebuild meanwhile) gets an error
  // answer; it must never take the whole `npm start` down.
  const server = http.createServer((req, res) => {
    answer(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(error instanceof URIError ? 400 : 404);
      res.end(error instanceof URIError ? 'Endereço inválido' : 'Não encontrado');
    });
  });
  // The config is fixed for the server's life: its body and compressed forms are made once.
  const configBody = config ? Buffer.from(JSON.stringify(config, null, 2)) : null;
  const configBodies = configBody && smallBodies(configBody);
  async function answer(req, res) {
    const address = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(address.pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (configBodies && path === '/config.json') {
      return send(req, res, { type: TYPES['.json'], cacheControl: REVALIDATE, bodies: configBodies });
    }
    const file = normalize(join(dir, path));
    // Only a client-side route (no extension) gets index.html: a missing /favicon.ico or chunk is a
    // 404, never a page of HTML the browser would try to read as an image or a script.
    const route = spa && extname(path) === '';
    const target = file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : route ? join(dir, 'index.html') : null;
    if (!target) {
      res.writeHead(404).end('Não encontrado');
      return;
    }
    const stats = statSync(target);
    if (config && target === join(dir, 'index.html')) {
      const html = await withPageHead(await readFile(target, 'utf8'), config, path, address.search);
      const raw = Buffer.from(html);
      // Different per section (on /catalogo with the first view, tens of KB): compressed per request, a few ms.
      const bodies = smallBodies(raw);
      // The page still, with its 404 for an address the shell answers with its 404 page.
      return send(req, res, { type: TYPES['.html'], cacheControl: REVALIDATE, bodies, status: pageStatus(config, path) });
    }
    // Vite names what it emits under assets/ by content hash: a new build is a new URL.
    const hashed = target.startsWith(join(dir, 'assets') + sep);
    send(req, res, {
      type: TYPES[extname(target)] ?? 'application/octet-stream',
      cacheControl: hashed ? IMMUTABLE : REVALIDATE,
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      bodies: await bodiesOf(target, stats),
    });
  }
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}

async function waitForBackend(file, child) {
  for (let i = 0; i < 600; i++) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (child.exitCode !== null) process.exit(child.exitCode || 1);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('O Supabase local não ficou pronto em 2 minutos.');
}

async function main() {
  buildStale();
  const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');
  const configFile = join(dataDir, 'frontend-config.json');
  rmSync(configFile, { force: true });
  // Compress the builds while the backend starts (a few seconds of zlib's thread pool, once).
  const warm = Promise.all(APPS.map((app) => precompress(join(ROOT, app.workspace, 'dist'))));
  // tsx directly, not through `npm run`: each npm layer is one more process that must relay the
  // signal, and a SIGTERM sent to this process alone (not to the terminal's group) got lost there.
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const backend = spawn(tsx, ['src/cli.ts', ...args], { cwd: join(ROOT, 'local-supabase'), stdio: 'inherit' });
  const stop = () => {
    backend.kill('SIGINT');
    servers.forEach((s) => s.close());
  };
  const servers = [];
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  backend.on('exit', (code) => process.exit(code ?? 0));

  const { supabaseUrl, supabaseAnonKey } = await waitForBackend(configFile, backend);
  const host = (port) => `http://localhost:${port}`;
  const remotes = Object.fromEntries(APPS.filter((a) => a.remote).map((a) => [a.remote, `${host(a.port)}/mf-manifest.json`]));
  // The sections and who serves each go in the config too: the shell has none compiled in (issue 23 §1).
  const sections = FRONTENDS.sections.map((s) => ({ ...s, bottomBar: s.bottomBar === true }));
  const config = { supabaseUrl, supabaseAnonKey, remotes, sections };
  for (const app of APPS) {
    const dir = join(ROOT, app.workspace, 'dist');
    try {
      servers.push(await serve(dir, app.port, app.remote ? {} : { spa: true, config }));
    } catch (error) {
      console.error(
        error.code === 'EADDRINUSE'
          ? `✖ A porta ${app.port} (${app.workspace}) já está em uso. Pare o outro processo ou use ${app.env}=<porta>.`
          : `✖ Não foi possível servir ${app.workspace}: ${error.message}`,
      );
      stop();
      return;
    }
  }
  // The storefront's first view (issue 25 §1) ready for the first shopper: at most a few seconds.
  await Promise.all([warm, Promise.race([warmPrimeiraVista(config), new Promise((done) => setTimeout(done, 5_000).unref())])]);
  const shell = APPS.find((a) => !a.remote);
  console.log(`
Loja Praia pronta
  Catálogo      ${host(shell.port)}/catalogo
  Back-office   ${host(shell.port)}/dashboard   (entre com um login de demonstração acima)
  Vender        ${host(shell.port)}/vendas/vendas/nova   (o caixa do dia: ${host(shell.port)}/vendas/caixa)
  Remotos       ${APPS.filter((a) => a.remote).map((a) => `${a.remote} ${host(a.port)}`).join(' · ')}
Ctrl-C para parar.`);
}

// Run as `node scripts/start.mjs`; imported (the static server's test), it only defines serve().
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
