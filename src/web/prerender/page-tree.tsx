/**
 * The tree the server draws a page with: the one main.tsx renders in the browser, with a static router at
 * the page's address, the request's own query client (answers never leak from one visitor's page into
 * another's) and the media queries the page is drawn as matching. Both sides must give the same markup for
 * the browser to attach React to the server's HTML, so every server renderer draws this one tree.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/router';
import { ServerMedia } from '../lib/server-media';

/** Nothing matches: the phone's layout, as for a page drawn without knowing the screen. */
const NO_MEDIA: ReadonlySet<string> = new Set();

export function pageTree(client: QueryClient, location: string, media: ReadonlySet<string> = NO_MEDIA) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ServerMedia.Provider value={media}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </ServerMedia.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
