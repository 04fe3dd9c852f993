import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { pathAliases } from './path-aliases';
import { precompress } from './scripts/vite-precompress';
import { prerender } from './scripts/vite-prerender';
import { importedBy } from './scripts/vite-chunk-groups';
import { iconImports } from './scripts/vite-icon-imports';
import { productionBuildAliases } from './scripts/vite-production-builds';
import { steadyOffsetDefine } from './src/shared/sao-paulo-time';

// The SPA lives in src/web; `npm run build` writes it to dist/web (or WEB_DIST_DIR), which the server serves.
export default defineConfig(({ command, isSsrBuild }) => {
  // Made for each build: they keep their answers, which belong to one build's import graph.
  /** The signed-in frame's modules and the dashboard (see the groups below). */
  const fromFrame = importedBy(
    /src[\\/]web[\\/](app[\\/](guards|app-shell|kind-pages)|components[\\/]gate[\\/]|features[\\/]dashboard[\\/])/,
  );
  /** The pages a client opens signed out, from a link. */
  const fromPublicPage = importedBy(
    /src[\\/]web[\\/]features[\\/](approval[\\/]review-page|reports[\\/]public-report-page)\.tsx$/,
  );
  return {
    root: path.resolve(import.meta.dirname, 'src/web'),
    publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
    plugins: [iconImports(), react(), tailwindcss(), prerender(), precompress()],
    // São Paulo's offset where this build's time-zone data says it holds still: the pages format its dates
    // without Intl there (src/shared/steady-offset.ts).
    define: steadyOffsetDefine(),
    resolve: {
      alias: [
        ...Object.entries(pathAliases).map(([find, replacement]) => ({ find, replacement })),
        // The production builds of the packages that do not export theirs (the dev server keeps the others).
        ...(command === 'build' ? productionBuildAliases() : []),
      ],
    },
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
      // for over a second (Lighthouse's dashboard score went from 77 to 91 with these groups).
      // - boot: everything the first script needs, in that one file;
      // - page-kit: what the pages a client opens from WhatsApp (the review page, the month's report) share
      //   with the signed-in frame: the form fields, the kinds' labels, the entities' keys...;
      // - app-frame: the signed-in frame (guards, menu, subscription gate, the kinds' page map) and the
      //   dashboard, the first page after sign-in, with what they import. Other pages load it anyway for the
      //   frame; they also get the dashboard's few KB. A client's review page loaded all of it (78 KB before
      //   compression) for the few pieces it shares with it, until page-kit took those apart.
      // Both follow the import graph themselves (scripts/vite-chunk-groups.ts; icons imported one by one,
      // scripts/vite-icon-imports.ts), so the bundler is told not to pull a captured module's imports in
      // after it.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', tags: ['$initial'], priority: 4 },
              {
                name: (id, graph) => (fromPublicPage(id, graph) && fromFrame(id, graph) ? 'page-kit' : null),
                priority: 3,
                includeDependenciesRecursively: false,
              },
              {
                name: (id, graph) => (fromFrame(id, graph) && !fromPublicPage(id, graph) ? 'app-frame' : null),
                priority: 2,
                includeDependenciesRecursively: false,
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
  };
});
