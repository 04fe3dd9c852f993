/**
 * Security headers on every answer (hono/secure-headers), with a Content-Security-Policy made for the SPA:
 * - scripts only from our own origin, plus the small inline theme script of index.html, allowed by its
 *   SHA-256 hash (computed from the built file, so editing it cannot silently break the page);
 * - styles from our origin and inline, because toast and chart libraries inject <style> elements;
 * - the API is only reached on our own origin (connect-src 'self'); no plugins, no <base> tricks;
 * - no page may frame ours (frame-ancestors 'none' and X-Frame-Options DENY), against clickjacking.
 */
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';

/** The CSP hash source of every inline <script> (one without src) in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function securityHeaders(indexHtml: string | null) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
