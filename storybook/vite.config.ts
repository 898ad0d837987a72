import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Used by Storybook's Vite builder.
export default defineConfig({
  plugins: [react()],
  // Storybook's own manager and axe are large; not a concern for a design-review build.
  build: { chunkSizeWarningLimit: 1500 },
});
