/**
 * The media queries a server-drawn page was drawn as matching. A media query has no answer on the server,
 * and the browser's first drawing of a server-drawn page must be the server's (React attaches to that HTML):
 * `useMediaQuery` answers from here until the page is attached, then from the screen itself.
 */
import { createContext } from 'react';

/** Nothing matches: the phone's layout, for the pages drawn without knowing the screen. */
export const ServerMedia = createContext<ReadonlySet<string>>(new Set());
