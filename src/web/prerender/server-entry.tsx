/**
 * The server-side build of the SPA (scripts/build.mjs builds it with Vite's SSR mode, React included, into
 * the build's `web-ssr` folder):
 * - renderLandingPage: the landing page, drawn for each visit with the prices of the moment and sent
 *   without the app's scripts; renderLanding: the same page rendered once at build time, sent with the
 *   app should the first fail (landing.tsx);
 * - renderSignedInPage: the dashboard, the calendar and the posting kit, rendered by the server for each
 *   request with the signed-in person's data (signed-in-page.tsx);
 * - renderPublicPage: the client's review page and the month's report, rendered by the server for each
 *   request from the answer of the page's API read (app/server-data.ts), so that a client opening the link
 *   on a phone sees the content as soon as the HTML arrives, not after the JavaScript has downloaded and
 *   run. The tree is page-tree.tsx's, with the answer already in the page's query. renderScriptlessPage
 *   draws the report, which needs no script, to be sent without the app.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { seedServerData, serverReadFor } from '../app/server-data';
import { pageTree } from './page-tree';

export { renderLanding, renderLandingPage } from './landing';
export { serverReadFor };
export { renderSignedInPage } from './signed-in-page';

/** The page at `pathname` drawn from `data` (the API read's JSON), or null when it is not such a page. */
export async function renderPublicPage(pathname: string, data: unknown): Promise<string | null> {
  // One client per request: answers never leak from one visitor's page into another's.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The answer in the page's query, and the page's lazy module loaded, so that the render draws it.
  if (!(await seedServerData(client, pathname, data))) return null;
  return renderToString(pageTree(client, pathname));
}

/**
 * The page at `pathname` drawn from `data` and its title, when it is a page that needs no script (the
 * month's report): the server sends it without the app. Null for every other page.
 */
export async function renderScriptlessPage(
  pathname: string,
  data: unknown,
): Promise<{ html: string; title: string } | null> {
  const title = serverReadFor(pathname)?.scriptlessTitle?.(data) ?? null;
  if (title === null) return null;
  const html = await renderPublicPage(pathname, data);
  return html === null ? null : { html, title };
}
