/**
 * Where the app's API calls go when the server draws a signed-in page (prerender/signed-in-page.tsx): the
 * same typed client and the same query functions as in the browser, but each call is made inside the
 * server's app with the visitor's own cookies, not over the network. The server's bundle installs a lookup
 * that finds the request being drawn; in the browser nothing is installed and every call goes to `fetch`.
 */
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

let lookup: (() => Fetch | undefined) | undefined;

/** Installed once by the server's bundle: the fetch of the request being drawn, if any. */
export function installServerFetch(find: () => Fetch | undefined): void {
  lookup = find;
}

/** The fetch an API call must use instead of the network's, or undefined (always, in the browser). */
export function serverFetch(): Fetch | undefined {
  return lookup?.();
}
