/**
 * The Vite config of every frontend build: a remote's (`remoteViteConfig('estoque')`) and the shell's.
 * Ports come from tooling/remotes.json (overridable by each app's env variable), so no config repeats them.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions, type UserConfigExport } from 'vite';
import { hostFederation, remoteFederation } from './federation.ts';
import { REMOTE_APPS, SHELL_APP, type FrontendApp, type RemoteName } from './remotes.ts';

const portOf = (app: FrontendApp) => Number(process.env[app.portEnv] ?? app.port);

/** supabase-js's Realtime client is replaced by a small class: the project opens no channel (see the file). */
const alias: AliasOptions = [
  { find: /^@supabase\/realtime-js$/, replacement: fileURLToPath(new URL('./supabaseRealtimeStub.ts', import.meta.url)) },
];

/**
 * Every build's options. `lazyBarrel`: Rolldown skips the modules a side-effect-free barrel re-exports
 * but nobody imports. lucide-react's index re-exports ~2,000 icon modules, each of which went through
 * the federation plugin's load hooks: a remote's build drops from ~2,900 modules to ~700 and from ~15 s
 * to ~7 s of CPU, with the same output.
 * Hidden source maps: each built file gets its `.map` beside it, and the file itself is unchanged
 * (no sourceMappingURL comment, so browsers and Lighthouse never ask for the map). The bench reads
 * them to say which package the bytes of a load are (e2e/bench/packages.ts).
 */
const build = {
  target: 'es2022',
  outDir: 'dist',
  sourcemap: 'hidden',
  rolldownOptions: { experimental: { lazyBarrel: true } },
} as const;

export function remoteViteConfig(name: RemoteName): UserConfigExport {
  const app = REMOTE_APPS.find((remote) => remote.name === name);
  if (!app) throw new Error(`Remoto desconhecido: ${name} (veja tooling/remotes.json).`);
  const port = portOf(app);
  return defineConfig(({ command }) => ({
    plugins: [react(), remoteFederation(name, { command })],
    resolve: { alias },
    // Chunks are fetched from wherever this build is served, not from the shell's origin.
    base: './',
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    build,
  }));
}

export function shellViteConfig(): UserConfigExport {
  const port = portOf(SHELL_APP);
  return defineConfig({
    plugins: [react(), hostFederation()],
    resolve: { alias },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build,
  });
}
