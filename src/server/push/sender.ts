/**
 * Sends one Web Push message: encrypted for the browser (RFC 8291) and signed with our VAPID key
 * (RFC 8292) by the `web-push` library, posted with fetch. We post it ourselves rather than with the
 * library's sendNotification so the request has a deadline and the answer's status reaches the caller
 * plainly: 404 and 410 mean the subscription is gone for good, anything else is a passing failure.
 */
import webpush from 'web-push';
import type { VapidKeys } from '../env';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces one not yet delivered (≤ 32 URL-safe characters). */
  topic?: string;
}

/** 'sent'; 'gone' (404/410: delete the subscription); 'failed' (try again another time, keep it). */
export type PushOutcome = { result: 'sent' | 'gone' | 'failed'; status: number | null };

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

/** How long one push request may take before it counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload, options) {
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            ...(options.topic ? { topic: options.topic } : {}),
          },
        );
      } catch {
        // Keys nothing can be encrypted for (not a point on the curve): this subscription can never work.
        return { result: 'gone', status: null };
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch measures the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.ok) return { result: 'sent', status: res.status };
        return { result: res.status === 404 || res.status === 410 ? 'gone' : 'failed', status: res.status };
      } catch {
        return { result: 'failed', status: null };
      }
    },
  };
}
