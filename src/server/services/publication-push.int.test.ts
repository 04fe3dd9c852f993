/**
 * "Hora de postar" on the phone (Web Push): the subscription routes (own rows only, bad input refused)
 * and the reminder's push, against a local fake push service that verifies the VAPID signature and
 * decrypts each message. One push per device, exactly once even with two runs at once; 404 and 410
 * delete the device; any other failure leaves the e-mail and the notice as they are. Runs on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notices, pushSubscriptions } from '../db/schema';
import { runPublicationRemindersJob } from '../jobs/publication-reminders';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { insertTask, signUpOnboarded } from '@tests/support/onboard';
import { startFakePushService, type FakeDevice, type FakePushService } from '@tests/support/fake-push-service';
import { formatLocalDateTime } from '@shared/local-date-time';

const vapid = createECDH('prime256v1');
vapid.generateKeys();
const VAPID_PUBLIC_KEY = vapid.getPublicKey().toString('base64url');
const VAPID_PRIVATE_KEY = Buffer.concat([
  Buffer.alloc(32 - vapid.getPrivateKey().length),
  vapid.getPrivateKey(),
]).toString('base64url');

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  t = await createTestApp({
    env: { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'mailto:avisos@pautei.app' },
  });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});
afterEach(() => t.clock.reset());

type U = Awaited<ReturnType<typeof signUpOnboarded>>;

/** A browser-like subscription body at a public https push service (never called by these tests). */
function browserSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${name}-${randomBytes(6).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const rowsOf = (userId: string) =>
  t.pautei.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Stores a device on the fake service directly (the route accepts only public https addresses). */
async function addDevice(u: U, device: FakeDevice) {
  await t.pautei.deps.db
    .insert(pushSubscriptions)
    .values({ userId: u.userId, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
}

describe('push subscription routes', () => {
  it('give the public key, save and remove only the signed-in person’s own subscription', async () => {
    const anonymous = t.agent();
    expect((await anonymous.json('/api/push/key')).status).toBe(401);

    const ana = await signUpOnboarded(t);
    const bia = await signUpOnboarded(t);
    expect((await ana.json('/api/push/key')).body).toEqual({ publicKey: VAPID_PUBLIC_KEY });

    const phone = browserSubscription('phone');
    const saved = await ana.json('/api/push/subscription', { method: 'PUT', body: phone });
    expect(saved.status).toBe(200);
    // Subscribing again (new keys from the same browser) keeps one row.
    const again = { ...phone, keys: browserSubscription('x').keys };
    expect((await ana.json('/api/push/subscription', { method: 'PUT', body: again })).status).toBe(200);
    expect((await rowsOf(ana.userId)).map((r) => [r.endpoint, r.p256dh])).toEqual([
      [phone.endpoint, again.keys.p256dh],
    ]);

    // Someone else cannot remove it.
    expect(
      (await bia.json('/api/push/subscription', { method: 'DELETE', body: { endpoint: phone.endpoint } })).status,
    ).toBe(200);
    expect(await rowsOf(ana.userId)).toHaveLength(1);
    expect(
      (await ana.json('/api/push/subscription', { method: 'DELETE', body: { endpoint: phone.endpoint } })).status,
    ).toBe(200);
    expect(await rowsOf(ana.userId)).toEqual([]);
  });

  it('refuse addresses that are not a public https push service and keys that are not keys', async () => {
    const ana = await signUpOnboarded(t);
    const good = browserSubscription('good');
    const bad = [
      { ...good, endpoint: 'http://push.example.com/send/1' },
      { ...good, endpoint: 'https://127.0.0.1/send/1' },
      { ...good, endpoint: 'https://localhost/send/1' },
      { ...good, endpoint: 'https://user:pw@push.example.com/send/1' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://push.example.com/${'a'.repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: 'curta' } },
      { ...good, keys: { ...good.keys, auth: 'não é base64!!!!!!!' } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const res = await ana.json('/api/push/subscription', { method: 'PUT', body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      // A missing field is the generic validation code; a wrong value says the subscription is invalid.
      expect(['PUSH_SUBSCRIPTION_INVALID', 'VALIDATION']).toContain(res.body.error.code);
    }
    expect(await rowsOf(ana.userId)).toEqual([]);
  });
});

describe('the reminder’s push', () => {
  it('goes once to each device, signed and encrypted; 404/410 remove the device, other failures change nothing else', async () => {
    const creator = await signUpOnboarded(t);
    const bystander = await signUpOnboarded(t);
    const phone = pushService.device('phone');
    const tablet = pushService.device('tablet', 410);
    const oldPhone = pushService.device('old-phone', 404);
    const flaky = pushService.device('flaky', 500);
    const otherPhone = pushService.device('other-phone');
    for (const device of [phone, tablet, oldPhone, flaky]) await addDevice(creator, device);
    await addDevice(bystander, otherPhone);

    const item = await insertTask(t, creator.userId, { title: 'Reels do café ☕', createdBy: creator.userId });
    const res = await creator.json(`/api/publication/items/${item.id}/schedule`, {
      method: 'PUT',
      body: { publishAt: formatLocalDateTime(new Date(t.clock.now.getTime() + 3_600_000)) },
    });
    expect(res.status).toBe(200);
    t.clock.set(new Date(new Date(res.body.publication.publishAt).getTime() + 30_000));

    const before = pushService.received.length;
    const runs = await Promise.all([
      runPublicationRemindersJob(t.pautei.deps),
      runPublicationRemindersJob(t.pautei.deps),
    ]);
    await runPublicationRemindersJob(t.pautei.deps);
    const got = pushService.received.slice(before);

    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.pushed, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.pushGone, 0)).toBe(2);
    expect(got.map((p) => p.path).sort()).toEqual(['/push/flaky', '/push/old-phone', '/push/phone', '/push/tablet']);
    for (const push of got) {
      expect(push.signatureValid).toBe(true);
      expect(push.vapidPublicKey).toBe(VAPID_PUBLIC_KEY);
      expect(push.jwt?.sub).toBe('mailto:avisos@pautei.app');
      expect(push.headers.ttl).toBe('21600');
      expect(push.headers.urgency).toBe('high');
      expect(push.headers.topic).toBe(item.id.replace(/-/g, ''));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      // Only the item's title (no client here) and where to go: nothing of the content itself.
      expect(JSON.parse(push.payload ?? 'null')).toEqual({
        title: 'Hora de postar',
        body: 'Reels do café ☕',
        url: `/postar/${item.id}`,
        tag: `postar-${item.id}`,
      });
    }

    // Gone devices are forgotten; the failing one and the working one stay; the bystander's is untouched.
    expect((await rowsOf(creator.userId)).map((r) => r.endpoint).sort()).toEqual(
      [flaky.endpoint, phone.endpoint].sort(),
    );
    expect(await rowsOf(bystander.userId)).toHaveLength(1);
    // The notice and the e-mail went out regardless.
    expect(await t.pautei.deps.db.select().from(notices).where(eq(notices.itemId, item.id))).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.text.includes(`/postar/${item.id}`)).map((m) => m.to)).toEqual([
      creator.email,
    ]);
  });

  it('a push service that does not answer delays nothing else: the notice and the e-mail are sent', async () => {
    const creator = await signUpOnboarded(t);
    // Nothing listens on this port: the request fails at once.
    await t.pautei.deps.db.insert(pushSubscriptions).values({
      userId: creator.userId,
      endpoint: 'http://127.0.0.1:9/push/nowhere',
      p256dh: pushService.device('nowhere').p256dh,
      auth: randomBytes(16).toString('base64url'),
    });
    const item = await insertTask(t, creator.userId, { title: 'Sem rede', createdBy: creator.userId });
    const res = await creator.json(`/api/publication/items/${item.id}/schedule`, {
      method: 'PUT',
      body: { publishAt: formatLocalDateTime(new Date(t.clock.now.getTime() + 3_600_000)) },
    });
    t.clock.set(new Date(new Date(res.body.publication.publishAt).getTime() + 30_000));
    const run = await runPublicationRemindersJob(t.pautei.deps);
    expect(run).toMatchObject({ sent: 1, pushed: 0, pushGone: 0 });
    expect(await rowsOf(creator.userId)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.text.includes(`/postar/${item.id}`))).toHaveLength(1);
  });
});
