/**
 * "Avisar no celular na hora de postar" on this browser: the server's key, and subscribing or leaving
 * through the browser's Push API and the service worker `/push-sw.js` (src/web/public/push-sw.js).
 */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export const pushKeys = {
  key: ['push', 'key'] as const,
};

/** The server's public VAPID key; null when the server sends no push. */
export const pushKeyQuery = queryOptions({
  queryKey: pushKeys.key,
  queryFn: () => unwrap(api.push.key.$get()),
  staleTime: Infinity,
});

const WORKER_URL = '/push-sw.js';

/** 'unsupported': no Push API here (an iPhone's Safari outside the installed app, an old browser). */
export type DevicePushState = 'unsupported' | 'blocked' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser gets the reminders now (a subscription made with the server's current key). */
export async function devicePushState(publicKey: string): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  return subscription && sameKey(subscription.options.applicationServerKey, keyBytes(publicKey)) ? 'on' : 'off';
}

/** Asks permission, subscribes this browser and tells the server. Answers the state it ended in. */
export async function turnPushOn(publicKey: string): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with an older server key cannot be reused: the push service would refuse us.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    const { endpoint = '', keys = {} } = subscription.toJSON();
    const body = { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
    await unwrap(api.push.subscription.$put({ json: body }));
  } catch (err) {
    await subscription.unsubscribe();
    throw err;
  }
  return 'on';
}

/** Stops the reminders on this browser: the server forgets it, then the browser leaves. */
export async function turnPushOff(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await unwrap(api.push.subscription.$delete({ json: { endpoint: subscription.endpoint } }));
    await subscription.unsubscribe();
  }
  return 'off';
}
