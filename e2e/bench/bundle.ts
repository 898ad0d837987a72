// Budget bench (issues 14 and 25): what a shopper waits for on /catalogo, cold cache, at phone and
// desktop widths (viewports.ts). Per width, over BENCH_RUNS cold loads: the gzipped JavaScript
// requested before the largest contentful paint and before the product grid is interactive
// (probe.ts defines it), the median LCP, the layout shifts until the grid is interactive plus a settle
// (cls.ts), requests to a back-office remote before the grid (backOffice.ts), oversized images; the
// breakdown by package of the JavaScript loaded before the grid is interactive (packages.ts: from the
// builds' hidden source maps); one load under Lighthouse's slow 4G and 4x CPU with a tap on the first
// card's add button as soon as it shows (slowPhone.ts); then the four Lighthouse scores (mobile
// preset). Builds if stale, starts the backend and serves the built files on free ports
// (e2e/src/system.ts, as the suite does). Exit code 1 when any budget (budgets.ts) breaks.
//
//   BENCH_RUNS=5            cold loads per width (default 5)
//   BENCH_LIGHTHOUSE_RUNS=3 Lighthouse runs; the median performance run is reported (default 3, 0 skips it)
//   BENCH_SLOW_PHONE=0      skips the slow-phone load
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTIFACTS_DIR, REMOTE_NAMES, REMOTES, SHELL_DIR, distOf } from '../src/apps.ts';
import { launchBrowser, resolveBrowser } from '../src/browser.ts';
import { ensureBuilt } from '../src/build.ts';
import { warmPrimeiraVista } from '../../scripts/pageHead.mjs';
import { serveFrontend, startBackend } from '../src/system.ts';
import { BACK_OFFICE_REMOTES, backOfficeRequestsBefore } from './backOffice.ts';
import { packageBreakdown, type Breakdown } from './breakdown.ts';
import {
  BACK_OFFICE_BEFORE_GRID_BUDGET,
  CLS_BUDGET,
  JS_BEFORE_GRID_BUDGET_KB,
  JS_BEFORE_LCP_BUDGET_KB,
  LCP_BUDGET_MS,
  LIGHTHOUSE_BUDGETS,
  OVERSIZE_FACTOR,
} from './budgets.ts';
import { CLS_SETTLE_MS, countedShifts, cumulativeLayoutShift } from './cls.ts';
import { coldLoad, type ColdLoad, type ResourceTiming } from './coldLoad.ts';
import { gzipKb, jsFilesOf, requestedBefore, type JsFile, type Origin } from './jsFiles.ts';
import { CATEGORIES, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { slowPhoneLoad, TAP_ANSWER_MS, type SlowPhoneLoad } from './slowPhone.ts';
import { VIEWPORTS, type BenchViewport } from './viewports.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SLOW_PHONE = process.env.BENCH_SLOW_PHONE !== '0';
const log = (line = '') => console.log(line);
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
const verdict = (ok: boolean) => (ok ? 'OK' : 'ESTOURADO');

interface WidthResult {
  viewport: BenchViewport;
  loads: ColdLoad[];
  /** Per load: gzipped KB requested before LCP, before the grid is interactive, in all. */
  beforeLcpKb: number[];
  beforeInteractiveKb: number[];
  totalKb: number[];
  /** Per load: CLS in the window of cls.ts, and the back-office requests before the grid. */
  cls: number[];
  backOffice: ResourceTiming[][];
  /** The load with the median LCP: its files are the ones listed and broken down. */
  typical: { load: ColdLoad; files: JsFile[] };
  breakdown: Breakdown;
}

async function measureWidth(
  viewport: BenchViewport,
  run: () => Promise<ColdLoad>,
  origins: Map<string, Origin>,
  backOfficeOrigins: ReadonlySet<string>,
): Promise<WidthResult> {
  const loads: ColdLoad[] = [];
  const files: JsFile[][] = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await run();
    loads.push(load);
    files.push(await jsFilesOf(load.resources, origins));
  }
  const lcpMedian = median(loads.map((l) => l.lcp));
  const typicalIndex = loads.findIndex((l) => l.lcp === lcpMedian);
  const typical = { load: loads[typicalIndex], files: files[typicalIndex] };
  return {
    viewport,
    loads,
    beforeLcpKb: loads.map((l, i) => gzipKb(requestedBefore(files[i], l.lcp))),
    beforeInteractiveKb: loads.map((l, i) => gzipKb(requestedBefore(files[i], l.gridInteractive))),
    totalKb: files.map(gzipKb),
    cls: loads.map((l) => cumulativeLayoutShift(l.shifts, l.gridInteractive + CLS_SETTLE_MS)),
    backOffice: loads.map((l) => backOfficeRequestsBefore(l.resources, backOfficeOrigins, l.gridInteractive)),
    typical,
    breakdown: await packageBreakdown(requestedBefore(typical.files, typical.load.gridInteractive), [
      { dir: SHELL_DIR, label: 'shell' },
      ...REMOTE_NAMES.map((n) => ({ dir: REMOTES[n], label: n })),
    ]),
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

/** Rows under this many gzipped KB are summed into one "outros" row. */
const BREAKDOWN_MIN_KB = 1;

function printBreakdown(result: WidthResult): void {
  const { rows, byNameGzipBytes } = result.breakdown;
  const total = rows.reduce((t, r) => t + r.gzipBytes, 0);
  const sum = (pick: (p: string) => boolean) => rows.filter((r) => pick(r.package)).reduce((t, r) => t + r.gzipBytes, 0);
  const shop = sum((p) => p.startsWith('loja:'));
  const federation = sum((p) => p.startsWith('module federation') || p === 'bundler (runtime)');
  log(`JS até a grade interativa, por pacote (${result.viewport.label}, carga mediana: ${fmt(total / 1024)} KB gzip)`);
  log(`  bibliotecas ${fmt((total - shop - federation) / 1024)} KB, module federation + runtime do bundler ${fmt(federation / 1024)} KB, código da loja ${fmt(shop / 1024)} KB`);
  const widths = [44, 8, 9, 5, 20];
  log(row(['pacote', 'gzip KB', 'bruto KB', '%', 'servido por'], widths));
  const small = rows.filter((r) => r.gzipBytes < BREAKDOWN_MIN_KB * 1024);
  for (const r of rows) {
    if (r.gzipBytes < BREAKDOWN_MIN_KB * 1024) continue;
    log(row([r.package, fmt(r.gzipBytes / 1024), fmt(r.rawBytes / 1024), `${fmt((100 * r.gzipBytes) / total, 0)}%`, [...r.origins].join(', ')], widths));
  }
  if (small.length) {
    const gz = small.reduce((t, r) => t + r.gzipBytes, 0);
    const raw = small.reduce((t, r) => t + r.rawBytes, 0);
    log(row([`outros (${small.length} pacotes < ${BREAKDOWN_MIN_KB} KB)`, fmt(gz / 1024), fmt(raw / 1024), `${fmt((100 * gz) / total, 0)}%`, ''], widths));
  }
  log(
    `(pelos source maps dos builds: o gzip de cada arquivo dividido na proporção dos caracteres de cada pacote; ${fmt(byNameGzipBytes / 1024)} KB de arquivos sem mapa, atribuídos pelo nome do arquivo; "loja:" é código do projeto; lista completa em bundle.json)`,
  );
}

function printShifts(result: WidthResult): void {
  const worst = result.cls.indexOf(Math.max(...result.cls));
  const load = result.loads[worst];
  if (result.cls[worst] <= 0) return;
  log(`Deslocamentos de layout (${result.viewport.label}, pior carga, CLS ${fmt(result.cls[worst], 4)}):`);
  for (const s of countedShifts(load.shifts, load.gridInteractive + CLS_SETTLE_MS).sort((a, b) => b.value - a.value).slice(0, 6)) {
    log(`  ${fmt(s.value, 4)} em ${fmt(s.startTime, 0)} ms: ${s.sources.join(' | ') || '(sem nó)'}`);
  }
}

function printSlowPhone(slow: SlowPhoneLoad): boolean {
  const { probe } = slow;
  log(`Celular lento (390 px, perfil móvel do Lighthouse aplicado: ${slow.profile}), uma carga fria:`);
  log(`  primeiro cartão visível ${fmt(probe.cardVisible, 0)} ms, grade interativa ${fmt(probe.gridInteractive, 0)} ms, LCP ${fmt(probe.lcp, 0)} ms`);
  const tapOk = slow.tapAnswered;
  log(
    `  toque em "Adicionar à sacola" assim que visível (${fmt(slow.tappedAt, 0)} ms${slow.dialogClosed ? ', depois de fechar "Acesse sua conta"' : ''}): ${tapOk ? `respondeu em até ${TAP_ANSWER_MS} ms` : `sem resposta em ${TAP_ANSWER_MS} ms`} -> ${verdict(tapOk)}`,
  );
  const boOk = slow.backOfficeBeforeGrid.length <= BACK_OFFICE_BEFORE_GRID_BUDGET;
  log(`  pedidos ao back-office (${BACK_OFFICE_REMOTES.join(', ')}) antes da grade interativa: ${slow.backOfficeBeforeGrid.length} -> ${verdict(boOk)}`);
  for (const r of slow.backOfficeBeforeGrid) log(`    ${fmt(r.startTime, 0)} ms ${r.name}`);
  return tapOk && boOk;
}

function printLighthouse(runs: LighthouseRun[], backOfficeOrigins: ReadonlySet<string>): { ok: boolean; report: LighthouseRun } {
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
  // Lighthouse's load has no "grid interactive" mark: no back-office request at all during its runs.
  const backOffice = runs.flatMap((r) => r.urls.filter((u) => backOfficeOrigins.has(new URL(u).origin)));
  const boOk = backOffice.length <= BACK_OFFICE_BEFORE_GRID_BUDGET;
  ok &&= boOk;
  log(`Pedidos ao back-office nas execuções do Lighthouse: ${backOffice.length} -> ${verdict(boOk)}`);
  for (const u of backOffice) log(`  ${u}`);
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
  // A deployed page server has its first-view module loaded long before a shopper comes (npm start waits
  // for it); the suite's server only starts loading it. Measure the page as a shopper gets it.
  await warmPrimeiraVista(frontend.config);
  const browser = await launchBrowser(resolved);
  const origins = new Map<string, Origin>([
    [new URL(frontend.shellUrl).origin, { label: 'shell', dir: distOf(SHELL_DIR) }],
    ...REMOTE_NAMES.map((n) => [new URL(frontend.remoteUrls[n]).origin, { label: n, dir: distOf(REMOTES[n]) }] as const),
  ]);
  const backOfficeOrigins = new Set(BACK_OFFICE_REMOTES.map((n) => new URL(frontend.remoteUrls[n]).origin));
  const url = `${frontend.shellUrl}/catalogo`;

  try {
    const results: WidthResult[] = [];
    for (const viewport of VIEWPORTS) results.push(await measureWidth(viewport, () => coldLoad(browser, url, viewport), origins, backOfficeOrigins));
    let slow: SlowPhoneLoad | Error | null = null;
    if (SLOW_PHONE) slow = await slowPhoneLoad(browser, url, backOfficeOrigins).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    await browser.close();

    log();
    for (const r of results) {
      printFiles(r);
      log();
    }
    for (const r of results) {
      printBreakdown(r);
      log();
    }

    // One row per budget, one column per width: medians of the loads, except where the row says.
    log(`/catalogo, cache frio, sem limitação de rede ou CPU, ${RUNS} cargas por largura (KB = JS gzip pedido)`);
    const widths = [44, ...results.map(() => 14), 12, 10];
    log(row(['medida', ...results.map((r) => r.viewport.label), 'orçamento', 'resultado'], widths));
    const checks: boolean[] = [];
    const budgetRow = (label: string, values: number[], show: (n: number) => string, limit: string, pass: (n: number) => boolean) => {
      const ok = values.every(pass);
      checks.push(ok);
      log(row([label, ...values.map(show), limit, verdict(ok)], widths));
    };
    const infoRow = (label: string, values: string[]) => log(row([label, ...values, '', ''], widths));
    const kb = (n: number) => `${fmt(n)} KB`;
    const ms = (n: number) => `${fmt(n, 0)} ms`;
    budgetRow('JS antes do LCP (mediana)', results.map((r) => median(r.beforeLcpKb)), kb, `<= ${JS_BEFORE_LCP_BUDGET_KB} KB`, (n) => n <= JS_BEFORE_LCP_BUDGET_KB);
    budgetRow('JS até a grade interativa (mediana)', results.map((r) => median(r.beforeInteractiveKb)), kb, `<= ${JS_BEFORE_GRID_BUDGET_KB} KB`, (n) => n <= JS_BEFORE_GRID_BUDGET_KB);
    budgetRow('LCP (mediana)', results.map((r) => median(r.loads.map((l) => l.lcp))), ms, `<= ${LCP_BUDGET_MS} ms`, (n) => n <= LCP_BUDGET_MS);
    budgetRow(`CLS até grade inter. + ${CLS_SETTLE_MS} ms (pior)`, results.map((r) => Math.max(...r.cls)), (n) => fmt(n, 4), `= ${CLS_BUDGET}`, (n) => n <= CLS_BUDGET);
    budgetRow(
      'pedidos ao back-office antes da grade (todas)',
      results.map((r) => r.backOffice.reduce((t, b) => t + b.length, 0)),
      String,
      `= ${BACK_OFFICE_BEFORE_GRID_BUDGET}`,
      (n) => n <= BACK_OFFICE_BEFORE_GRID_BUDGET,
    );
    const oversized = results.map((r) =>
      r.loads[0].images.filter((img) => img.naturalWidth > img.neededWidth * OVERSIZE_FACTOR).map((img) => ({ ...img, width: r.viewport.label })),
    );
    budgetRow(`imagens > ${OVERSIZE_FACTOR}x a largura necessária (1ª carga)`, oversized.map((o) => o.length), String, '= 0', (n) => n === 0);
    infoRow('grade interativa (mediana)', results.map((r) => ms(median(r.loads.map((l) => l.gridInteractive)))));
    infoRow('LCP (pior)', results.map((r) => ms(Math.max(...r.loads.map((l) => l.lcp)))));
    infoRow('CLS (mediana)', results.map((r) => fmt(median(r.cls), 4)));
    infoRow('JS total da carga (mediana)', results.map((r) => kb(median(r.totalKb))));
    for (const r of results) log(`Elemento do LCP (${r.viewport.label}): ${r.typical.load.lcpElement}`);
    for (const o of oversized.flat()) log(`  imagem grande demais (${o.width}): ${o.naturalWidth}px baixada, ${o.neededWidth}px necessária, ${o.src}`);
    for (const r of results) printShifts(r);
    for (const r of results) {
      for (const req of r.backOffice.flat()) log(`  back-office antes da grade (${r.viewport.label}): ${fmt(req.startTime, 0)} ms ${req.name}`);
    }

    if (slow) {
      log();
      if (slow instanceof Error) {
        log(`Celular lento: falhou: ${slow.message.split('\n')[0]}`);
        checks.push(false);
      } else {
        checks.push(printSlowPhone(slow));
      }
    }

    let lighthouse: { ok: boolean; report: LighthouseRun } | null = null;
    if (LIGHTHOUSE_RUNS > 0) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(url, resolved));
      log();
      lighthouse = printLighthouse(runs, backOfficeOrigins);
      checks.push(lighthouse.ok);
    } else {
      log('Lighthouse: pulado (BENCH_LIGHTHOUSE_RUNS=0)');
    }

    await mkdir(ARTIFACTS_DIR, { recursive: true });
    await writeFile(
      join(ARTIFACTS_DIR, 'bundle.json'),
      JSON.stringify(
        {
          budgets: {
            jsBeforeLcpKb: JS_BEFORE_LCP_BUDGET_KB,
            jsBeforeGridInteractiveKb: JS_BEFORE_GRID_BUDGET_KB,
            lcpMs: LCP_BUDGET_MS,
            cls: CLS_BUDGET,
            backOfficeBeforeGrid: BACK_OFFICE_BEFORE_GRID_BUDGET,
            lighthouse: LIGHTHOUSE_BUDGETS,
          },
          widths: results.map((r) => ({
            label: r.viewport.label,
            medianGzipKbBeforeLcp: median(r.beforeLcpKb),
            medianGzipKbBeforeGridInteractive: median(r.beforeInteractiveKb),
            medianGzipKbTotal: median(r.totalKb),
            lcpMs: r.loads.map((l) => l.lcp),
            gridInteractiveMs: r.loads.map((l) => l.gridInteractive),
            cardVisibleMs: r.loads.map((l) => l.cardVisible),
            cls: r.cls,
            shifts: r.loads.map((l) => l.shifts),
            backOfficeBeforeGrid: r.backOffice,
            lcpElement: r.typical.load.lcpElement,
            packagesBeforeGridInteractive: r.breakdown.rows.map((p) => ({ ...p, origins: [...p.origins] })),
            files: r.typical.files,
          })),
          slowPhone: slow instanceof Error ? { error: slow.message } : slow,
          oversizedImages: oversized.flat(),
          lighthouse: lighthouse?.report ?? null,
        },
        null,
        2,
      ),
    );
    log();
    log(`(detalhes em ${join(ARTIFACTS_DIR, 'bundle.json')})`);
    const ok = checks.every(Boolean);
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
