import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';

// The SPA lives in src/web; `npm run build` writes it to dist/web (or WEB_DIST_DIR), which the server serves.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: process.env.WEB_DIST_DIR
      ? path.resolve(process.env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // The favicon, icons and the like belong to the browser's build, not to the server-side one.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Which chunks each page loads (read by `npm run size`); the build script moves it out of the served folder.
    manifest: true,
    // Every browser the app supports (Chrome 66+, Safari 17+, Firefox 115+) preloads modules itself; the
    // polyfill would only add bytes to the first script of every page.
    modulePreload: { polyfill: false },
    // Fewer, larger files on a page's first load. Left alone, the bundler makes a file of every module
    // that two pages share: the dashboard needed 46 scripts, most under 2 KB. A phone on a mobile network
    // asks a server for at most six files at a time, each a round trip of ~150 ms, so those files queued
    // for over a second (Lighthouse's dashboard score went from 77 to 91 with these two groups).
    // - boot: everything the first script needs, in that one file (the landing page loads just it);
    // - app-frame: the signed-in frame (guards, menu, subscription gate, the kinds' page map) and the
    //   dashboard, the first page after sign-in, with what they import. Other pages load it anyway for the
    //   frame; they also get the dashboard's few KB.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            {
              name: 'app-frame',
              test: /src[\\/]web[\\/](app[\\/](guards|app-shell|kind-pages)|components[\\/]gate[\\/]|features[\\/]dashboard[\\/])/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  // The server-side build (scripts/build.mjs) carries React and every library it uses: the server renders
  // the public review and report pages with it, and a production install has no front-end packages.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
