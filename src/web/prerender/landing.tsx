/**
 * Build-time rendering of the landing page (scripts/build.mjs): its HTML goes into the page the server
 * sends for `/`, so a visitor on a slow phone sees the hero as soon as the HTML and CSS arrive instead of
 * after the JavaScript has downloaded and run. main.tsx then hydrates that HTML (attaches React to it)
 * instead of drawing the page again. The tree is the one main.tsx renders, with a static router at `/`:
 * both must produce the same markup for hydration to reuse it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';

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
