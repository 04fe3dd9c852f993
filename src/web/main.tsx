import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The server sends the landing page (`/`) with its HTML already rendered at build time
// (prerender/landing.tsx): attach React to it rather than drawing it again. An old payment return URL
// (`/?payment=…`) renders a redirect instead, so that one, like every other page, is drawn from scratch.
// Either way the first render runs as a transition, which React splits into short slices: a slow phone
// keeps answering taps (and painting) while it runs, instead of freezing for the whole page.
const prerendered =
  container.hasAttribute('data-prerendered') && location.pathname === '/' && !location.search.includes('payment=');
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else {
    container.textContent = '';
    createRoot(container).render(app);
  }
});
