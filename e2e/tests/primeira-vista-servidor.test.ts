// The page server's side of the first view (scripts/pageHead.mjs, issue 25 §1), against a fake remote:
// the fragment is placed before #root and its head before </head>; a missing module, a module that
// renders nothing, a slow one or a failing one leave the page as it was without a first view.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primeiraVista, warmPrimeiraVista, withPageHead } from '../../scripts/pageHead.mjs';

const SHELL_HTML = '<html><head><title>x</title></head><body><div id="root"><p>Carregando...</p></div></body></html>';

/** Modules by file: each a self-contained ESM text, as the remote's SSR build is. */
const MODULES: Record<string, string> = {
  'assets/bom.mjs': `export async function primeiraVista(input) {
    if (input.pathname !== '/catalogo') return null;
    return { head: '<style id="pv">a{}</style>', body: '<div id="loja-primeira-vista">' + input.search + ' $& ' + input.base + '</div>' };
  }`,
  'assets/lento.mjs': `export async function primeiraVista() { await new Promise((r) => setTimeout(r, 2000)); return { head: 'h', body: 'b' }; }`,
  'assets/quebrado.mjs': `export async function primeiraVista() { throw new Error('sem dados'); }`,
};

let server: Server;
let origin: string;
let manifestFile = 'assets/bom.mjs';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').slice(1);
    if (path === 'mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ metaData: {}, exposes: [], lojaPrimeiraVista: manifestFile }));
    } else if (MODULES[path]) {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(MODULES[path]);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const config = () => ({
  supabaseUrl: 'http://127.0.0.1:1',
  supabaseAnonKey: 'anon',
  remotes: { catalog: `${origin}/mf-manifest.json` },
  sections: [
    { path: 'catalogo', remote: 'catalog', layout: 'storefront' },
    { path: 'links', remote: 'catalog', layout: 'storefront' },
  ],
});

describe('pageHead: the remote first view', () => {
  it('places the fragment right before #root and its head before </head>, with the query and the remote base', async () => {
    manifestFile = 'assets/bom.mjs';
    // Loaded first, as a page server does when it starts: a cold fetch and import on a busy machine can pass the time limit.
    await warmPrimeiraVista(config());
    const html = await withPageHead(SHELL_HTML, config(), '/catalogo', '?categoria=4');
    expect(html).toContain(`<div id="loja-primeira-vista">?categoria=4 $& ${origin}/</div>\n    <div id="root">`);
    expect(html.indexOf('<style id="pv">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('id="loja-config"');
  });

  it('serves the page as before for a path the module does not render, a missing, failing or slow module', async () => {
    manifestFile = 'assets/bom.mjs';
    expect(await withPageHead(SHELL_HTML, config(), '/links')).not.toContain('loja-primeira-vista');
    for (const file of ['assets/nao-existe.mjs', 'assets/quebrado.mjs']) {
      manifestFile = file;
      const html = await withPageHead(SHELL_HTML, config(), '/catalogo');
      expect(html, file).not.toContain('loja-primeira-vista');
      expect(html, file).toContain('<div id="root"><p>Carregando...</p></div>');
    }
    const started = Date.now();
    const manifest = { lojaPrimeiraVista: 'assets/lento.mjs' };
    expect(await primeiraVista(manifest, `${origin}/mf-manifest.json`, config(), '/catalogo', '', 150)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    // No module advertised, or no time left: nothing is asked for.
    expect(await primeiraVista({}, `${origin}/mf-manifest.json`, config(), '/catalogo', '', 400)).toBeNull();
    expect(await primeiraVista({ lojaPrimeiraVista: 'assets/bom.mjs' }, `${origin}/mf-manifest.json`, config(), '/catalogo', '', 0)).toBeNull();
  });
});
