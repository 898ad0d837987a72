// Budget bench (issue 14): what a shopper waits for on /catalogo, cold cache, at phone and desktop
// widths — the gzipped JavaScript requested before the largest contentful paint, before the product
// grid is interactive (probe.ts defines it) and in all; the median LCP; oversized images; then the
// four Lighthouse scores (mobile preset). Builds if stale, starts the backend and serves the built
// files on free ports (e2e/src/system.ts, as the suite does). Exit code 1 when any budget breaks.
//
//   BENCH_RUNS=5            cold loads per width (default 5)
//   BENCH_LIGHTHOUSE_RUNS=3 Lighthouse runs; the median performance run is reported (default 3, 0 skips it)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REMOTE_NAMES, REMOTES, SHELL_DIR, distOf } from '../src/apps.ts';
import { launchBrowser, resolveBrowser } from '../src/browser.ts';
import { ensureBuilt } from '../src/build.ts';
import { serveFrontend, startBackend } from '../src/system.ts';
import { JS_BEFORE_LCP_BUDGET_KB, JS_BEFORE_LCP_TARGET_KB, LCP_BUDGET_MS, LIGHTHOUSE_BUDGETS, OVERSIZE_FACTOR } from './budgets.ts';
import { coldLoad, type ColdLoad } from './coldLoad.ts';
import { gzipKb, jsFilesOf, requestedBefore, type JsFile, type Origin } from './jsFiles.ts';
import { CATEGORIES, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { VIEWPORTS, type BenchViewport } from './viewports.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const log = (line = '') => console.log(line);
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

interface WidthResult {
  viewport: BenchViewport;
  loads: ColdLoad[];
  /** Per load: gzipped KB requested before LCP, before the grid is interactive, in all. */
  beforeLcpKb: number[];
  beforeInteractiveKb: number[];
  totalKb: number[];
  /** The load with the median LCP: its files are the ones listed. */
  typical: { load: ColdLoad; files: JsFile[] };
}

async function measureWidth(viewport: BenchViewport, run: () => Promise<ColdLoad>, origins: Map<string, Origin>): Promise<WidthResult> {
  const loads: ColdLoad[] = [];
  const files: JsFile[][] = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await run();
    loads.push(load);
    files.push(await jsFilesOf(load.resources, origins));
  }
  const lcpMedian = median(loads.map((l) => l.lcp));
  const typicalIndex = loads.findIndex((l) => l.lcp === lcpMedian);
  return {
    viewport,
    loads,
    beforeLcpKb: loads.map((l, i) => gzipKb(requestedBefore(files[i], l.lcp))),
    beforeInteractiveKb: loads.map((l, i) => gzipKb(requestedBefore(files[i], l.gridInteractive))),
    totalKb: files.map(gzipKb),
    typical: { load: loads[typicalIndex], files: files[typicalIndex] },
  };
}

function printFiles(result: WidthResult): void {
  const { load, files } = result.typical;
  const name = (f: JsFile) => {
    const full = `${f.origin}:${f.path.replace(/_virtual_mf___mfe_internal__\w+?__mf_owner__\d+__/, '…')}`;
    return full.length > 80 ? `…${full.slice(-79)}` : full;
  };
  const widths = [80, 9, 8, 7, 7, 4, 4];
  log(`Arquivos JS da carga mediana (${result.viewport.label}: LCP ${fmt(load.lcp, 0)} ms, grade interativa ${fmt(load.gridInteractive, 0)} ms)`);
  log(row(['arquivo', 'bruto KB', 'gzip KB', 'início', 'fim', 'LCP', 'int.'], widths));
  for (const f of files) {
    log(
      row(
        [name(f), fmt(f.rawBytes / 1024), fmt(f.gzipBytes / 1024), `${fmt(f.start, 0)}ms`, `${fmt(f.end, 0)}ms`, f.start < load.lcp ? 'sim' : '', f.start < load.gridInteractive ? 'sim' : ''],
        widths,
      ),
    );
  }
  log('(LCP / int.: pedido antes do LCP / antes de a grade ficar interativa)');
}

function printLighthouse(runs: LighthouseRun[]): { ok: boolean; report: LighthouseRun } {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const report = byPerformance[Math.floor(byPerformance.length / 2)];
  log(`Lighthouse (preset móvel; ${runs.length} execuç${runs.length === 1 ? 'ão' : 'ões'}, desempenho: ${runs.map((r) => r.scores.performance).join(', ')}; relatada a mediana)`);
  const widths = [16, 6, 9, 10];
  log(row(['categoria', 'nota', 'mínimo', 'resultado'], widths));
  let ok = true;
  for (const id of CATEGORIES) {
    const pass = report.scores[id] >= LIGHTHOUSE_BUDGETS[id];
    ok &&= pass;
    log(row([id, String(report.scores[id]), String(LIGHTHOUSE_BUDGETS[id]), pass ? 'OK' : 'ABAIXO'], widths));
  }
  for (const id of CATEGORIES) {
    if (report.scores[id] >= LIGHTHOUSE_BUDGETS[id] || report.failed[id].length === 0) continue;
    log();
    log(`Auditorias que tiram pontos de ${id}:`);
    for (const a of report.failed[id]) log(`  ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [nota ${fmt(a.score, 2)}]`);
  }
  return { ok, report };
}

async function main(): Promise<void> {
  const built = await ensureBuilt(log);
  if (built.length) log(`Compilados: ${built.join(', ')}`);
  const resolved = await resolveBrowser();
  log(`Chromium: ${resolved.executablePath} (${resolved.source})`);
  log('Iniciando o backend local...');
  const backend = await startBackend();
  const frontend = await serveFrontend({ supabaseUrl: backend.url, anonKey: backend.anonKey });
  const browser = await launchBrowser(resolved);
  const origins = new Map<string, Origin>([
    [new URL(frontend.shellUrl).origin, { label: 'shell', dir: distOf(SHELL_DIR) }],
    ...REMOTE_NAMES.map((n) => [new URL(frontend.remoteUrls[n]).origin, { label: n, dir: distOf(REMOTES[n]) }] as const),
  ]);
  const url = `${frontend.shellUrl}/catalogo`;

  try {
    const results: WidthResult[] = [];
    for (const viewport of VIEWPORTS) results.push(await measureWidth(viewport, () => coldLoad(browser, url, viewport), origins));
    await browser.close();

    log();
    for (const r of results) {
      printFiles(r);
      log();
    }

    log(`/catalogo, cache frio, sem limitação de rede ou CPU: medianas de ${RUNS} cargas por largura (KB = JS gzip pedido)`);
    const widths = [14, 12, 16, 10, 10, 12, 8];
    log(row(['largura', 'antes do LCP', 'até grade inter.', 'JS total', 'LCP', 'grade inter.', 'LCP pior'], widths));
    let jsOk = true;
    let lcpOk = true;
    for (const r of results) {
      const lcp = median(r.loads.map((l) => l.lcp));
      jsOk &&= median(r.beforeLcpKb) <= JS_BEFORE_LCP_BUDGET_KB;
      lcpOk &&= lcp <= LCP_BUDGET_MS;
      log(
        row(
          [
            r.viewport.label,
            `${fmt(median(r.beforeLcpKb))} KB`,
            `${fmt(median(r.beforeInteractiveKb))} KB`,
            `${fmt(median(r.totalKb))} KB`,
            `${fmt(lcp, 0)} ms`,
            `${fmt(median(r.loads.map((l) => l.gridInteractive)), 0)} ms`,
            `${fmt(Math.max(...r.loads.map((l) => l.lcp)), 0)} ms`,
          ],
          widths,
        ),
      );
    }
    for (const r of results) log(`Elemento do LCP (${r.viewport.label}): ${r.typical.load.lcpElement}`);
    log(`Orçamento: JS antes do LCP <= ${JS_BEFORE_LCP_BUDGET_KB} KB nas duas larguras (próximo alvo ${JS_BEFORE_LCP_TARGET_KB} KB) -> ${jsOk ? 'OK' : 'ESTOURADO'}`);
    log(`Orçamento: LCP mediano <= ${LCP_BUDGET_MS} ms nas duas larguras -> ${lcpOk ? 'OK' : 'ESTOURADO'}`);

    let oversized = 0;
    for (const r of results) {
      for (const img of r.loads[0].images) {
        if (img.naturalWidth <= img.neededWidth * OVERSIZE_FACTOR) continue;
        oversized++;
        log(`  imagem grande demais (${r.viewport.label}): ${img.naturalWidth}px baixada, ${img.neededWidth}px necessária, ${img.src}`);
      }
    }
    log(`Orçamento: nenhuma imagem com mais de ${OVERSIZE_FACTOR}x a largura necessária -> ${oversized === 0 ? 'OK' : `ESTOURADO (${oversized})`}`);

    let lighthouse: { ok: boolean; report: LighthouseRun } | null = null;
    if (LIGHTHOUSE_RUNS > 0) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(url, resolved));
      log();
      lighthouse = printLighthouse(runs);
    } else {
      log('Lighthouse: pulado (BENCH_LIGHTHOUSE_RUNS=0)');
    }

    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await writeFile(
      join(ARTIFACTS_DIR, 'bundle.json'),
      JSON.stringify(
        {
          budgets: { jsBeforeLcpKb: JS_BEFORE_LCP_BUDGET_KB, lcpMs: LCP_BUDGET_MS, lighthouse: LIGHTHOUSE_BUDGETS },
          widths: results.map((r) => ({
            label: r.viewport.label,
            medianGzipKbBeforeLcp: median(r.beforeLcpKb),
            medianGzipKbBeforeGridInteractive: median(r.beforeInteractiveKb),
            medianGzipKbTotal: median(r.totalKb),
            lcpMs: r.loads.map((l) => l.lcp),
            gridInteractiveMs: r.loads.map((l) => l.gridInteractive),
            lcpElement: r.typical.load.lcpElement,
            files: r.typical.files,
          })),
          oversizedImages: oversized,
          lighthouse: lighthouse?.report ?? null,
        },
        null,
        2,
      ),
    );
    log();
    log(`(detalhes em ${join(ARTIFACTS_DIR, 'bundle.json')})`);
    const ok = jsOk && lcpOk && oversized === 0 && (lighthouse?.ok ?? true);
    log(ok ? 'Todos os orçamentos cumpridos.' : 'Orçamento estourado: veja acima.');
    process.exitCode = ok ? 0 : 1;
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
