// Starts what every e2e test needs once: the backend (random ports, temp data dir; under `npm test` the
// root runner's stack, given by LOJA_TEST_STACK, instead of a second one), a fresh-enough
// frontend build, the shell and remotes on free ports with a config.json for that backend, and one
// Chromium whose endpoint the test files connect to. Teardown stops all of it.
import type { TestProject } from 'vitest/node';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer, resolveBrowser } from '../src/browser.ts';
import { ensureBuilt } from '../src/build.ts';
import { serveFrontend, startBackend, type Backend, type Frontend, type RuntimeConfigFile } from '../src/system.ts';
import type { RemoteName } from '../src/apps.ts';
import { sharedStackFromEnv } from '@loja/local-supabase/testing/shared-stack';

/** The runner's stack when `npm test` started one (stopping it is the runner's job), else our own. */
function obtainBackend(): Promise<Backend> {
  const shared = sharedStackFromEnv();
  if (!shared) return startBackend();
  return Promise.resolve({ url: shared.url, anonKey: shared.anonKey, serviceKey: shared.serviceKey, stop: async () => undefined });
}

export interface ProvidedSystem {
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  shellUrl: string;
  remoteUrls: Record<RemoteName, string>;
  config: RuntimeConfigFile;
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    system: ProvidedSystem;
  }
}

let backend: Backend | undefined;
let frontend: Frontend | undefined;
let browser: BrowserServer | undefined;

const log = (line: string) => console.log(`[e2e] ${line}`);

export async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  const resolved = await resolveBrowser();
  log(`Chromium: ${resolved.executablePath} (${resolved.source})`);
  // The build is CPU-bound and the backend mostly waits on PostgreSQL: run them side by side.
  const [built, startedBackend] = await Promise.all([ensureBuilt(log), obtainBackend()]);
  backend = startedBackend;
  log(built.length ? `Compilados: ${built.join(', ')}` : 'dist atualizado, sem build');
  frontend = await serveFrontend({ supabaseUrl: backend.url, anonKey: backend.anonKey });
  browser = await launchBrowserServer(resolved);
  log(`Backend ${backend.url}, shell ${frontend.shellUrl} (pronto em ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  project.provide('system', {
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceKey: backend.serviceKey,
    shellUrl: frontend.shellUrl,
    remoteUrls: frontend.remoteUrls,
    config: frontend.config,
    wsEndpoint: browser.wsEndpoint(),
  });
}

export async function teardown(): Promise<void> {
  await browser?.close().catch(() => undefined);
  await frontend?.stop().catch(() => undefined);
  await backend?.stop();
}
