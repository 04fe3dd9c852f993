/**
 * The review link's secret. A token is 32 random bytes (256 bits) in base64url. The database keeps its
 * SHA-256 for look-ups and, never in clear, the token sealed with a key derived from the server's auth
 * secret: a leaked table opens no review page, and the owner can still copy the same address again.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

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

// ---------------------------------------------------------------------------
// The address kept for its owner
// ---------------------------------------------------------------------------

const SEAL_VERSION = 'v1';

/**
 * The key that seals tokens: derived (HKDF-SHA256) from the server's auth secret with a purpose of its
 * own, so it is never the key that signs sessions, and every instance sharing the secret can open it.
 */
function sealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pautei', 'review-link-token', 32));
}

/** AES-256-GCM with a random 96-bit nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url. */
export function sealReviewToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * The token inside a sealed value, or null when it cannot be opened (another secret, a damaged value):
 * the owner is then asked to make a new address rather than shown a wrong one.
 */
export function openSealedReviewToken(sealed: string, secret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
