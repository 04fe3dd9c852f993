/**
 * The pages a client opens from a secret link (a review, a report): kept out of search engines, their
 * address kept out of the Referer header of every request they make, and titled with the agency's name.
 * The server sends the same rules as headers (routes' `reviewHeaders`); these tags cover what the page
 * itself loads after the first answer.
 */
import { useEffect } from 'react';

export function usePrivatePageMeta(title: string): void {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.appendChild(meta);
      return meta;
    });
    const before = document.title;
    document.title = title;
    return () => {
      added.forEach((m) => m.remove());
      document.title = before;
    };
  }, [title]);
}
