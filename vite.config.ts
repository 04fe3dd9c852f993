import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';

// The SPA lives in src/web; `npm run build` writes it to dist/web (or WEB_DIST_DIR), which the server serves.
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: process.env.WEB_DIST_DIR
      ? path.resolve(process.env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each page loads (read by `npm run size`); the build script moves it out of the served folder.
    manifest: true,
    // Every browser the app supports (Chrome 66+, Safari 17+, Firefox 115+) preloads modules itself; the
    // polyfill would only add bytes to the first script of every page.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
