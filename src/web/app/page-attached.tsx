/**
 * Rendered last inside the boundary that holds a page (the signed-in frame's, and the public pages'): its
 * effect runs once React has attached to the page's content. A page the server sent drawn is `inert` until
 * then (server-rendered-page.ts), and this makes it take input.
 *
 * Why not at the root: React attaches to a drawn page in steps. The root and the frame come first, and the
 * content of each <Suspense> boundary (the page itself) after, in later passes. An effect at the root runs
 * when the frame is attached, while the page's fields and buttons do nothing yet.
 */
import { useEffect } from 'react';

export function PageAttached() {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    // The browser tests wait for this mark before they type or tap (tests/e2e/support.ts, openLive).
    root?.setAttribute('data-live', '');
  }, []);
  return null;
}
