/**
 * The push "Hora de postar". It carries nothing beyond the item's title and its client's name (what the
 * lock screen shows may be seen by anyone near the phone) and the address of the posting kit.
 */
import type { PushOptions } from './sender';

/** What the service worker (src/web/public/push-sw.js) reads to show the notification. */
export interface PublicationPushPayload {
  title: string;
  body: string;
  /** The page a tap opens: the posting kit. */
  url: string;
  /** One notification per item on the device: a newer one replaces it. */
  tag: string;
}

/** Long titles are cut: the lock screen shows a line or two, and a push message is limited to ~4 KB. */
const TITLE_MAX = 140;

export function publicationPush(input: {
  itemId: string;
  itemTitle: string;
  clientName: string | null;
  late: boolean;
}): PublicationPushPayload {
  // Cut by characters, not UTF-16 units, so an emoji is never split in half.
  const chars = [...input.itemTitle];
  const title = chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : input.itemTitle;
  return {
    title: input.late ? 'Atrasado: hora de postar' : 'Hora de postar',
    body: input.clientName ? `${title} · ${input.clientName}` : title,
    url: `/postar/${input.itemId}`,
    tag: `postar-${input.itemId}`,
  };
}

/**
 * Urgent (the person is waiting for the time to post), kept by the push service for 6 hours for a phone
 * that is off, and one per item (the topic) so a phone coming back online gets one, not a pile.
 */
export function publicationPushOptions(itemId: string): PushOptions {
  return { ttlSeconds: 6 * 60 * 60, urgency: 'high', topic: itemId.replace(/-/g, '') };
}
