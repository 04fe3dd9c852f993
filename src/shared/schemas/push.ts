/** The body of "Avisar no celular na hora de postar": a browser's push subscription (PushSubscription.toJSON()). */
import { z } from 'zod';
import { plainLine } from './text';

export const PUSH_ENDPOINT_MAX = 2048;

/** Loopback and private-network hosts: a push service is always a public https address. */
const LOCAL_HOST = /^(localhost|.*\.localhost|.*\.local|\[.*\]|\d{1,3}(\.\d{1,3}){3})$/i;

/**
 * The push service's address for the browser. Only https to a named host: the server POSTs to it at the
 * posting time, so an address inside our own network (an IP, localhost) is refused rather than called.
 */
const endpointSchema = plainLine()
  .max(PUSH_ENDPOINT_MAX, 'PUSH_SUBSCRIPTION_INVALID')
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' && !u.username && !u.password && !LOCAL_HOST.test(u.hostname);
      } catch {
        return false;
      }
    },
    { message: 'PUSH_SUBSCRIPTION_INVALID' },
  );

/** A key as browsers give it: URL-safe base64 (padding tolerated), of a sane length. */
const keySchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'PUSH_SUBSCRIPTION_INVALID')
    .min(min, 'PUSH_SUBSCRIPTION_INVALID')
    .max(max, 'PUSH_SUBSCRIPTION_INVALID');

export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  // The browser adds expirationTime (usually null); it is not kept.
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22 characters).
      p256dh: keySchema(80, 100),
      auth: keySchema(16, 32),
    })
    .strict(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema }).strict();
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;
