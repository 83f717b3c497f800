import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two pages build into dist/web, which the API process serves: the dashboard at `/` (index.html) and the
 * workers' portal at `/portal/` (portal/index.html), sharing i18n, styles and ui pieces.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        dashboard: `${import.meta.dirname}/index.html`,
        portal: `${import.meta.dirname}/portal/index.html`,
      },
    },
  },
  server: {
    proxy: {
      '/dashboard/api': 'http://127.0.0.1:3000',
      '/portal/api': 'http://127.0.0.1:3000',
      '/v1': 'http://127.0.0.1:3000',
    },
  },
});
