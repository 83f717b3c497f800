import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dashboard builds into dist/web, which the API process serves at `/`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: { proxy: { '/dashboard/api': 'http://127.0.0.1:3000', '/v1': 'http://127.0.0.1:3000' } },
});
