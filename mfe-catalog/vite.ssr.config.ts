/**
 * The server render of /catalogo's first view (src/primeiraVista/render.tsx, issue 25 §1): one ESM
 * file for Node with everything bundled (React, styled-components, the page), no federation, built
 * after the client build into the same dist/assets, and advertised in dist/mf-manifest.json as
 * `lojaPrimeiraVista`, so the shell's page server finds it on this remote's live deploy.
 *
 * Asset URLs: the client build's names (same files, same content hashes) under BASE_MARK, which the
 * render replaces with the remote's deploy URL (the page is served from the shell's origin).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** = BASE_MARK in src/primeiraVista/render.tsx. */
const BASE_MARK = '/__loja_remote_base__/';
const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));
/** The manifest's field naming the module (read by scripts/pageHead.mjs). */
export const MANIFEST_FIELD = 'lojaPrimeiraVista';

/** Adds `"lojaPrimeiraVista": "assets/primeira-vista-<hash>.mjs"` to the client build's mf-manifest.json. */
function advertiseInManifest(): Plugin {
  return {
    name: 'loja-primeira-vista-manifest',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) throw new Error('primeira vista: o build não gerou o módulo');
      const path = join(OUT_DIR, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
      manifest[MANIFEST_FIELD] = entry.fileName;
      await writeFile(path, JSON.stringify(manifest, null, 2));
    },
  };
}

export default defineConfig({
  plugins: [react(), advertiseInManifest()],
  resolve: {
    // As the client build (tooling/vite.ts): supabase-js's Realtime client is a small stub.
    alias: [{ find: /^@supabase\/realtime-js$/, replacement: fileURLToPath(new URL('../tooling/supabaseRealtimeStub.ts', import.meta.url)) }],
  },
  base: BASE_MARK,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/primeiraVista/render.tsx',
    outDir: OUT_DIR,
    // The client build is already there: add to it.
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'node20',
    minify: true,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'assets/primeira-vista-[hash].mjs', codeSplitting: false },
    },
  },
});
