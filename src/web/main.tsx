import './lib/zod-jitless';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { SERVER_DATA_ID } from '@shared/server-drawn-page';
import { AppRoutes } from './app/router';
import { ServerMedia } from './lib/server-media';
import './styles.css';

const container = document.getElementById('root')!;

/**
 * Marks the root `data-live` once React has attached to it: the browser tests wait for this mark before
 * they tap. A drawn page (inert until its content is attached) is marked by app/page-attached.tsx instead.
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!container.hasAttribute('inert')) container.setAttribute('data-live', '');
  }, []);
  return children;
}

/** The app; `drawnFor`: the media queries the server drew the page as matching (lib/server-media.ts). */
const app = (drawnFor: ReadonlySet<string> = new Set()) => (
  <StrictMode>
    <Live>
      <ServerMedia.Provider value={drawnFor}>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </ServerMedia.Provider>
    </Live>
  </StrictMode>
);

// The landing page (`/`) normally comes drawn for the visit and without this script (it needs none). Should
// that drawing fail, the server sends it with its HTML rendered at build time (prerender/landing.tsx), and
// a client's review or report link rendered for the request with the answer it
// was drawn from (app/server-data.ts): attach React to that HTML rather than drawing it again, once the
// page's lazy pieces have arrived (the page's head script asked for them beside this one), so that the
// first render draws the same page as the server did (app/preloadable.ts). An old payment return URL
// (`/?payment=…`) renders a redirect instead, so that one, like every other page, is drawn from scratch.
// Either way the first render runs as a transition, which React splits into short slices: a slow phone
// keeps answering taps (and painting) while it runs, instead of freezing for the whole page.
const drawn = container.hasAttribute('data-prerendered');
const landing = drawn && location.pathname === '/' && !location.search.includes('payment=');

async function start() {
  const served =
    !landing &&
    drawn &&
    !!document.getElementById(SERVER_DATA_ID) &&
    (await import('./app/server-data')
      .then((m) => m.takeServerData(queryClient, location.pathname))
      .catch((): false => false));
  if (landing || served) return startTransition(() => void hydrateRoot(container, app(served || undefined)));
  startTransition(() => {
    // A page drawn for another workspace than this browser's (hidden meanwhile: styles.css) is drawn anew.
    container.removeAttribute('data-prerendered');
    container.removeAttribute('inert');
    container.textContent = '';
    createRoot(container).render(app());
  });
}
void start();
