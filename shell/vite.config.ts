import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostFederation } from '../tooling/federation.ts';

const port = Number(process.env.SHELL_PORT ?? 8080);

export default defineConfig({
  plugins: [react(), hostFederation()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', outDir: 'dist' },
});
