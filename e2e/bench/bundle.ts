// Budget bench for issues 3 and 4: gzipped JavaScript fetched before the first paint of /catalogo (budget
// 250 KB: shell, remote entries and shared chunks), whether the shell fetches the remote entries it
// needs in parallel, and FCP/LCP. Builds if stale, starts the backend and serves the built files on
// free ports (no compression, so each body is gzipped here with zlib at its default level, as a
// static host would serve it), then opens /catalogo in headless Chromium with a cold cache.
// Exit code 1 when the budget is exceeded.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ARTIFACTS_DIR, REMOTE_NAMES, REMOTES, SHELL_DIR, distOf, type RemoteName } from '../src/apps.ts';
import { launchBrowser, resolveBrowser } from '../src/browser.ts';
import { ensureBuilt } from '../src/build.ts';
import { serveFrontend, startBackend } from '../src/system.ts';

const BUDGET_KB = 250;
/** Issue 4: /catalogo's largest contentful paint, cold cache, no throttling. */
const LCP_BUDGET_MS = 1500;
/** An image counts as oversized when it has more than twice the pixels its box needs (at the device's pixel ratio). */
const OVERSIZE_FACTOR = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const log = (line: string) => console.log(line);

interface ResourceTiming {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

interface RunResult {
  fcp: number;
  lcp: number;
  lcpElement: string;
  resources: ResourceTiming[];
}

interface ShownImage {
  src: string;
  naturalWidth: number;
  shownWidth: number;
  neededWidth: number;
}

interface JsFile {
  origin: string;
  path: string;
  url: string;
  rawBytes: number;
  gzipBytes: number;
  start: number;
  end: number;
}

const kb = (bytes: number) => bytes / 1024;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Collected in the page from the first moment: FCP and the latest LCP candidate.
const PERF_SCRIPT = `
  window.__benchPerf = { fcp: -1, lcp: -1, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__benchPerf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__benchPerf.lcp = e.startTime;
      const el = e.element;
      window.__benchPerf.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (e.url ? ' ' + e.url : ' "' + (el.textContent || '').trim().slice(0, 40) + '"') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function main(): Promise<void> {
  const built = await ensureBuilt(log);
  if (built.length) log(`Compilados: ${built.join(', ')}`);
  const resolved = await resolveBrowser();
  log(`Chromium: ${resolved.executablePath} (${resolved.source})`);
  log('Iniciando o backend local...');
  const backend = await startBackend();
  const frontend = await serveFrontend({ supabaseUrl: backend.url, anonKey: backend.anonKey });
  const browser = await launchBrowser(resolved);

  // Which server (and dist directory) each origin is, to name files and read their bytes.
  const origins = new Map<string, { label: string; dir: string }>([
    [new URL(frontend.shellUrl).origin, { label: 'shell', dir: distOf(SHELL_DIR) }],
    ...REMOTE_NAMES.map((n) => [new URL(frontend.remoteUrls[n]).origin, { label: n, dir: distOf(REMOTES[n]) }] as const),
  ]);

  try {
    // Cold loads at desktop width (the JS table and budget), then at phone width.
    const measureRuns = async (viewport: { width: number; height: number }) => {
      const runs: RunResult[] = [];
      const images: ShownImage[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A new context each run: empty HTTP cache, storage and service workers (cold load).
        const context = await browser.newContext({ viewport, locale: 'pt-BR' });
        await context.addInitScript(PERF_SCRIPT);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.goto(`${frontend.shellUrl}/catalogo`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
        await page.waitForTimeout(1_000);
        const result = await page.evaluate(() => {
          const perf = (window as unknown as { __benchPerf: { fcp: number; lcp: number; lcpElement: string } }).__benchPerf;
          const resources = performance.getEntriesByType('resource').map((e) => {
            const r = e as PerformanceResourceTiming;
            return { name: r.name, initiatorType: r.initiatorType, startTime: r.startTime, responseEnd: r.responseEnd };
          });
          return { fcp: perf.fcp, lcp: perf.lcp, lcpElement: perf.lcpElement, resources };
        });
        runs.push(result);
        if (i === 0) {
          // Every loaded raster image on the page: what was downloaded against what its box needs.
          images.push(
            ...(await page.evaluate(() =>
              Array.from(document.images)
                .filter((img) => img.complete && img.naturalWidth > 0 && !img.currentSrc.endsWith('.svg') && !img.currentSrc.startsWith('data:'))
                .map((img) => {
                  const shown = img.getBoundingClientRect().width;
                  return { src: img.currentSrc, naturalWidth: img.naturalWidth, shownWidth: Math.round(shown), neededWidth: Math.round(shown * window.devicePixelRatio) };
                })
                .filter((img) => img.shownWidth > 0),
            )),
          );
        }
        await context.close();
      }
      return { runs, images };
    };
    const desktop = await measureRuns({ width: 1280, height: 800 });
    const phone = await measureRuns({ width: 390, height: 844 });
    const runs = desktop.runs;
    const first = runs[0];
    if (first.fcp < 0) throw new Error('O Chromium não registrou first-contentful-paint em /catalogo.');
    const isJs = (url: string) => /\.m?js$/.test(new URL(url).pathname);

    const files: JsFile[] = [];
    for (const r of first.resources.filter((e) => isJs(e.name))) {
      const url = new URL(r.name);
      const server = origins.get(url.origin);
      if (!server) continue; // not ours (none expected)
      const body = await readFile(join(server.dir, decodeURIComponent(url.pathname)));
      files.push({
        origin: server.label,
        path: url.pathname,
        url: r.name,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
        start: r.startTime,
        end: r.responseEnd,
      });
    }
    files.sort((a, b) => a.start - b.start);

    const beforeFcp = files.filter((f) => f.start < first.fcp);
    const beforeLcp = files.filter((f) => f.start < Math.max(first.lcp, first.fcp));
    const sum = (list: JsFile[], key: 'rawBytes' | 'gzipBytes') => list.reduce((t, f) => t + f[key], 0);

    const width = Math.min(90, Math.max(...files.map((f) => f.origin.length + f.path.length + 1), 20));
    const line = (name: string, raw: string, gz: string, start: string, end: string, mark: string) =>
      `${name.padEnd(width)} ${raw.padStart(9)} ${gz.padStart(9)} ${start.padStart(8)} ${end.padStart(8)}  ${mark}`;
    const shorten = (s: string) => (s.length > width ? `…${s.slice(s.length - width + 1)}` : s);

    log('');
    log(`JavaScript baixado ao abrir /catalogo (cache frio; gzip = zlib nível padrão sobre o arquivo servido)`);
    log(line('arquivo', 'bruto KB', 'gzip KB', 'início', 'fim', 'antes do FCP?'));
    for (const f of files) {
      log(
        line(
          shorten(`${f.origin}:${f.path}`),
          fmt(kb(f.rawBytes)),
          fmt(kb(f.gzipBytes)),
          `${fmt(f.start, 0)}ms`,
          `${fmt(f.end, 0)}ms`,
          f.start < first.fcp ? 'sim' : 'não',
        ),
      );
    }

    const fcpTotal = kb(sum(beforeFcp, 'gzipBytes'));
    const lcpTotal = kb(sum(beforeLcp, 'gzipBytes'));
    const allTotal = kb(sum(files, 'gzipBytes'));
    log('');
    log(`FCP ${fmt(first.fcp, 0)} ms, LCP ${fmt(first.lcp, 0)} ms (1ª execução); medianas de ${runs.length}: FCP ${fmt(median(runs.map((r) => r.fcp)), 0)} ms, LCP ${fmt(median(runs.map((r) => r.lcp)), 0)} ms`);
    log(`JS pedido antes do FCP: ${beforeFcp.length} arquivos, ${fmt(fcpTotal)} KB gzip (bruto ${fmt(kb(sum(beforeFcp, 'rawBytes')))} KB)`);
    log(`JS pedido antes do LCP: ${beforeLcp.length} arquivos, ${fmt(lcpTotal)} KB gzip`);
    log(`JS total da página:     ${files.length} arquivos, ${fmt(allTotal)} KB gzip`);
    const jsWithinBudget = fcpTotal <= BUDGET_KB;
    log(`Orçamento: ${fmt(fcpTotal)} KB de ${BUDGET_KB} KB antes da primeira pintura -> ${jsWithinBudget ? 'OK' : 'ESTOURADO'}`);

    log('');
    log(`Pintura de /catalogo (cache frio, sem limitação de rede ou CPU; ${RUNS} execuções por largura)`);
    const paintRows = [
      ['desktop 1280', desktop.runs],
      ['celular 390', phone.runs],
    ] as const;
    log(`${'largura'.padEnd(14)} ${'FCP med.'.padStart(9)} ${'LCP med.'.padStart(9)} ${'LCP pior'.padStart(9)}  elemento do LCP`);
    let lcpWithinBudget = true;
    for (const [label, list] of paintRows) {
      const worst = Math.max(...list.map((r) => r.lcp));
      lcpWithinBudget &&= median(list.map((r) => r.lcp)) < LCP_BUDGET_MS;
      log(`${label.padEnd(14)} ${`${fmt(median(list.map((r) => r.fcp)), 0)} ms`.padStart(9)} ${`${fmt(median(list.map((r) => r.lcp)), 0)} ms`.padStart(9)} ${`${fmt(worst, 0)} ms`.padStart(9)}  ${list[0].lcpElement}`);
    }
    log(`Orçamento: LCP mediano abaixo de ${LCP_BUDGET_MS} ms nas duas larguras -> ${lcpWithinBudget ? 'OK' : 'ESTOURADO'}`);

    log('');
    log('Imagens carregadas (1ª execução): largura baixada x largura necessária (caixa x devicePixelRatio)');
    let oversized = 0;
    for (const [label, list] of [['desktop', desktop.images], ['celular', phone.images]] as const) {
      for (const img of list) {
        const tooBig = img.naturalWidth > img.neededWidth * OVERSIZE_FACTOR;
        if (tooBig) oversized++;
        const path = new URL(img.src).pathname + new URL(img.src).search;
        log(`  ${label.padEnd(8)} ${`${img.naturalWidth}px`.padStart(7)} baixada, ${`${img.neededWidth}px`.padStart(7)} necessária  ${tooBig ? 'GRANDE DEMAIS ' : ''}${path.length > 70 ? `…${path.slice(-69)}` : path}`);
      }
    }
    log(`Imagens com mais de ${OVERSIZE_FACTOR}x a largura necessária: ${oversized}`);
    const withinBudget = jsWithinBudget && lcpWithinBudget && oversized === 0;

    // Remote entries: each remote's mf-manifest.json and remoteEntry, with their request intervals.
    const entryResources = first.resources.filter((r) => {
      const server = origins.get(new URL(r.name).origin);
      return server && server.label !== 'shell' && /(mf-manifest\.json|remoteEntry[^/]*\.js)$/.test(new URL(r.name).pathname);
    });
    const byRemote = new Map<string, ResourceTiming[]>();
    for (const r of entryResources) {
      const label = origins.get(new URL(r.name).origin)!.label;
      byRemote.set(label, [...(byRemote.get(label) ?? []), r]);
    }
    log('');
    log('Entradas de remotes pedidas (manifesto e remoteEntry):');
    for (const [label, list] of byRemote) {
      for (const r of list) {
        log(`  ${label.padEnd(13)} ${new URL(r.name).pathname.padEnd(40)} ${fmt(r.startTime, 0).padStart(6)}ms -> ${fmt(r.responseEnd, 0).padStart(6)}ms`);
      }
    }
    // Parallel = every remote's first request (its manifest) starts before any other remote's finishes.
    const firsts = [...byRemote.values()].map((list) => list.reduce((a, b) => (a.startTime <= b.startTime ? a : b)));
    let parallel: boolean | null = null;
    if (firsts.length >= 2) {
      const lastStart = Math.max(...firsts.map((r) => r.startTime));
      const firstEnd = Math.min(...firsts.map((r) => r.responseEnd));
      parallel = lastStart <= firstEnd;
      log(`Remotes em paralelo: ${parallel ? 'sim' : 'não'} (${firsts.length} remotes; último início ${fmt(lastStart, 0)} ms, primeiro fim ${fmt(firstEnd, 0)} ms)`);
    } else {
      log(`Remotes em paralelo: não se aplica (${firsts.length} remote pedido em /catalogo: ${[...byRemote.keys()].join(', ') || 'nenhum'})`);
    }

    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await writeFile(
      join(ARTIFACTS_DIR, 'bundle.json'),
      JSON.stringify(
        {
          budgetKb: BUDGET_KB,
          gzipKbBeforeFcp: Number(fmt(fcpTotal, 2)),
          gzipKbBeforeLcp: Number(fmt(lcpTotal, 2)),
          gzipKbTotal: Number(fmt(allTotal, 2)),
          fcpMs: first.fcp,
          lcpMs: first.lcp,
          medianFcpMs: median(runs.map((r) => r.fcp)),
          medianLcpMs: median(runs.map((r) => r.lcp)),
          phoneMedianFcpMs: median(phone.runs.map((r) => r.fcp)),
          phoneMedianLcpMs: median(phone.runs.map((r) => r.lcp)),
          lcpBudgetMs: LCP_BUDGET_MS,
          oversizedImages: oversized,
          remotesInParallel: parallel,
          remotesRequested: [...byRemote.keys()] as RemoteName[] | string[],
          files: files.map(({ origin, path, rawBytes, gzipBytes, start, end }) => ({ origin, path, rawBytes, gzipBytes, start, end })),
        },
        null,
        2,
      ),
    );
    log(`(detalhes em ${join(ARTIFACTS_DIR, 'bundle.json')})`);
    process.exitCode = withinBudget ? 0 : 1;
  } finally {
    await browser.close().catch(() => undefined);
    await frontend.stop().catch(() => undefined);
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
