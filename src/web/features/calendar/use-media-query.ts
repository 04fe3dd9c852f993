import { useContext, useSyncExternalStore } from 'react';
import { ServerMedia } from '@web/lib/server-media';

/**
 * True while the media query matches (the month grid from 768 px, the agenda below). On the server, and in
 * the browser while React attaches to the server's HTML, it answers what the page was drawn for.
 */
export function useMediaQuery(query: string): boolean {
  const drawnFor = useContext(ServerMedia);
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => drawnFor.has(query),
  );
}
