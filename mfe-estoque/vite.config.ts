import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederation } from '../tooling/federation.ts';

const port = Number(process.env.ESTOQUE_PORT ?? 8083);

export default defineConfig(({ command }) => ({
  plugins: [react(), remoteFederation('estoque', { command })],
  // Chunks are fetched from wherever this build is served, not from the shell's origin.
  base: './',
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
  preview: { port, strictPort: true, cors: true },
  build: { target: 'es2022', outDir: 'dist' },
}));
