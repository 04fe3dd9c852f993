/**
 * The review link's secret. A token is 32 random bytes (256 bits) in base64url; the database keeps only
 * its SHA-256 for look-ups, so a leaked table does not open any review page.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): safe in a URL, impossible to guess. */
export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: the token never reaches the database or a log in clear. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function reviewUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/r/${token}`;
}
