// Builds the frontend only when a dist is missing or older than its sources, so a second run of the
// suite (or the bench right after it) reuses the built files.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, REPO_ROOT, SHELL_DIR, distOf } from './apps.ts';

const APP_DIRS = [SHELL_DIR, ...Object.values(REMOTES)];
// What a build depends on besides its own sources: the shared design system and platform, and
// tooling/ (federation settings, the one list of remotes the shell bundles, the hub page).
const SHARED_INPUTS = ['shared-ui/src', 'shared-ui/package.json', 'tooling'];
const APP_INPUTS = ['src', 'index.html', 'package.json', 'vite.config.ts', 'vite.config.mts', 'vite.ssr.config.ts', 'public'];

async function newestMtime(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/** The marker file a finished build leaves: the shell's index.html, a remote's mf-manifest.json. */
function builtMarker(appDir: string): string {
  return join(distOf(appDir), appDir === SHELL_DIR ? 'index.html' : 'mf-manifest.json');
}

export async function staleApps(): Promise<string[]> {
  const shared = Math.max(...(await Promise.all(SHARED_INPUTS.map((p) => newestMtime(join(REPO_ROOT, p))))));
  const stale: string[] = [];
  for (const app of APP_DIRS) {
    const marker = builtMarker(app);
    if (!existsSync(marker)) {
      stale.push(app);
      continue;
    }
    const built = (await stat(marker)).mtimeMs;
    const inputs = await Promise.all(APP_INPUTS.map((p) => newestMtime(join(REPO_ROOT, app, p))));
    if (Math.max(shared, ...inputs) > built) stale.push(app);
  }
  return stale;
}

function run(command: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    // Under Vitest (NODE_ENV=test, VITEST set) the federation plugin turns itself off: no remote entry, no manifest.
    const { VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, JEST_WORKER_ID: _jest, ...env } = process.env;
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(' ')} terminou com código ${code}:\n${output.slice(-4000)}`));
    });
    log(`$ ${command} ${args.join(' ')}`);
  });
}

type BuildAll = (options?: { only?: string[]; log?: (line: string) => void }) => Promise<unknown>;

/** Builds what is stale: through scripts/lib's buildAll() when it exists, else each workspace's build script. */
export async function ensureBuilt(log: (line: string) => void = () => undefined): Promise<string[]> {
  if (process.env.E2E_SKIP_BUILD === '1') return [];
  const stale = await staleApps();
  if (stale.length === 0) return [];
  log(`Compilando: ${stale.join(', ')}`);
  const lib = join(REPO_ROOT, 'scripts', 'lib', 'build.mjs');
  if (existsSync(lib)) {
    const { buildAll } = (await import(pathToFileURL(lib).href)) as { buildAll?: BuildAll };
    if (typeof buildAll === 'function') {
      await buildAll({ only: stale, log });
      const still = await staleApps();
      if (still.length > 0) throw new Error(`Depois do build, ainda sem dist atualizado: ${still.join(', ')}`);
      return stale;
    }
  }
  for (const app of stale) await run('npm', ['run', 'build', '-w', app], log);
  return stale;
}
