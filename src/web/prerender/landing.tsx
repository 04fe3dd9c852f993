/**
 * The landing page drawn on the server, two ways:
 * - renderLandingPage, for each visit (server/http/server-rendered-page.ts): drawn with the API's answers
 *   of the moment (the prices the admin set, the chat link), and sent without the app's scripts, which the
 *   page does not need;
 * - renderLanding, once at build time (scripts/build.mjs), the page sent should that drawing fail: it
 *   comes with the app, and main.tsx hydrates it (attaches React to it) instead of drawing it again. Its
 *   tree is the one main.tsx renders, with a static router at `/`: both must produce the same markup for
 *   hydration to reuse it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { drawWithQueries, type DrawnPage } from './draw-with-queries';
import { pageTree } from './page-tree';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The landing page drawn with the answers of the reads it makes through `fetchApi`; null if it could not be. */
export function renderLandingPage(fetchApi: Fetch): Promise<DrawnPage | null> {
  return drawWithQueries((client) => pageTree(client, '/'), fetchApi);
}

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
