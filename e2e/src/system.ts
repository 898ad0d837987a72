// The running system the suite and the bench test: the local backend on random ports in a temp
// directory, and the shell plus the four remotes served from their dist on free ports, with a
// generated config.json that points the shell at both.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@loja/local-supabase';
import { REMOTES, REMOTE_NAMES, SECTIONS, SHELL_DIR, distOf, type RemoteName } from './apps.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

export interface Backend {
  url: string;
  anonKey: string;
  serviceKey: string;
  stop(): Promise<void>;
}

export async function startBackend(log: (line: string) => void = () => undefined): Promise<Backend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-e2e-'));
  const stack = await startStack({
    dataDir,
    randomPorts: true,
    // The suite signs the demo logins in many times from one IP.
    signInRateLimit: { max: 500, windowSeconds: 300 },
    log,
    onCrash: (message) => console.error(`[backend] ${message}`),
  });
  return {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    stop: async () => {
      await stack.stop();
      // PostgreSQL ran as the postgres user; root can still remove its files.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RuntimeConfigFile {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
  /** The sections and who serves each (issue 23 §1): the shell compiles none in. */
  sections: { path: string; label: string; remote: string; layout: 'storefront' | 'back-office'; bottomBar: boolean; pagesFrom?: string[] }[];
}

export interface Frontend {
  shellUrl: string;
  remoteUrls: Record<RemoteName, string>;
  remotes: Record<RemoteName, StaticServer>;
  shell: StaticServer;
  config: RuntimeConfigFile;
  /** Rewrites the config.json the shell reads on its next load (no rebuild, no restart). */
  writeConfig(config: RuntimeConfigFile): Promise<void>;
  stop(): Promise<void>;
}

export interface ServeFrontendOptions {
  supabaseUrl: string;
  anonKey: string;
  /** Serve a different directory for a remote (a second build or a patched copy). */
  remoteDirs?: Partial<Record<RemoteName, string>>;
}

export const manifestUrl = (serverUrl: string): string => `${serverUrl}/mf-manifest.json`;

/** Serves the shell and the four remotes, each on its own free port (own origin), as in production. */
export async function serveFrontend(options: ServeFrontendOptions): Promise<Frontend> {
  const workDir = await mkdtemp(join(tmpdir(), 'loja-praia-e2e-web-'));
  const configPath = join(workDir, 'config.json');

  const remotes = {} as Record<RemoteName, StaticServer>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = await serveStatic({ root: options.remoteDirs?.[name] ?? distOf(REMOTES[name]) });
  }
  const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((n) => [n, remotes[n].url])) as Record<RemoteName, string>;
  const config: RuntimeConfigFile = {
    supabaseUrl: options.supabaseUrl,
    supabaseAnonKey: options.anonKey,
    remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, manifestUrl(remotes[n].url)])),
    sections: SECTIONS.map((s) => ({ ...s })),
  };
  const writeConfig = (next: RuntimeConfigFile) => writeFile(configPath, JSON.stringify(next, null, 2));
  await writeConfig(config);

  const shell = await serveStatic({
    root: distOf(SHELL_DIR),
    spaFallback: true,
    files: { '/config.json': configPath },
  });

  return {
    shellUrl: shell.url,
    remoteUrls,
    remotes,
    shell,
    config,
    writeConfig,
    stop: async () => {
      await Promise.all([shell.stop(), ...REMOTE_NAMES.map((n) => remotes[n].stop())]);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
