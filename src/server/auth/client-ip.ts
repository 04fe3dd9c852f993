/**
 * The client IP used for rate limiting. better-auth reads it from one header that the server itself
 * sets from the socket (or, behind a trusted proxy, from X-Forwarded-For), overwriting whatever the
 * client sent — a forged header buys no extra attempts.
 */
export const CLIENT_IP_HEADER = 'x-pautei-client-ip';

export function clientIpFrom(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    // The right-most entry is the one our proxy appended.
    const hops = forwardedFor
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return socketAddress ?? 'unknown';
}
