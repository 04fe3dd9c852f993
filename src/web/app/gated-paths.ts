/**
 * The signed-in pages that do NOT sit behind the subscription gate: the subscription page itself and the
 * payment return pages. Every other signed-in page (including unknown paths, which show the dashboard) is
 * gated, so the sign-in guard's first load is also the subscription check and says so. Kept apart from
 * the router so the guard can read it without an import cycle (the router mounts the guard).
 */
const UNGATED_APP_PATHS = new Set(['/subscription', '/payment-success', '/payment-cancel']);

export function isGatedPath(pathname: string): boolean {
  return !UNGATED_APP_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
