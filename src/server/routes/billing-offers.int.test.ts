/**
 * The subscription screen's offers and the checkout routes come from one reader (billing/offers.ts): for
 * accounts in each billing shape, every offer GET /api/billing/subscription makes is what the checkout route
 * answers — accepted where it says accepted, refused with the very code it names otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { signUpOnboarded } from '@tests/support/onboard';
import { pixCheckout, prepay, simulatePix, startUpfront } from '@tests/support/pix-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = Agent & { userId: string };
type Verdict = { accepted: true } | { accepted: false; code: string };
const PLANS = ['solo', 'agency'] as const;

/** A card subscription through the demo checkout. */
async function cardSubscriber(u: User): Promise<void> {
  const res = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
  expect(res.status).toBe(200);
  const session = new URL(res.body.url).searchParams.get('session');
  expect((await u.json('/api/billing/demo/confirm', { method: 'POST', body: { session } })).status).toBe(200);
}

/** A Pix Automático paid, then its authorization revoked in the bank: paid to the month's end. */
async function revokedPixAutomatico(u: User): Promise<void> {
  const res = await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' });
  expect(res.status).toBe(200);
  expect((await simulatePix(u, res.body.paymentId, 'pay')).status).toBe(200);
  expect((await simulatePix(u, res.body.paymentId, 'revoke')).status).toBe(200);
}

const SHAPES: [string, (u: User) => Promise<void>][] = [
  ['trial', async () => {}],
  ['a Pix code waiting to be paid', async (u) => void (await startUpfront(u, 3))],
  ['prepaid Criador', async (u) => void (await prepay(u, 3))],
  ['prepaid Agência', async (u) => void (await prepay(u, 3, 'agency'))],
  ['card subscription', cardSubscriber],
  ['revoked Pix Automático', revokedPixAutomatico],
];

/** What the route answered, as a verdict. A Pix checkout it accepted is failed again, so the shape stays. */
async function attempt(u: User, plan: string, offer: 'card' | 'pixAutomatico' | 'pixUpfront'): Promise<Verdict> {
  const res =
    offer === 'card'
      ? await u.json('/api/billing/checkout', { method: 'POST', body: { plan } })
      : await pixCheckout(u, {
          plan,
          method: offer === 'pixAutomatico' ? 'pix_automatico' : 'pix_upfront',
          ...(offer === 'pixUpfront' ? { months: 6 } : {}),
        });
  if (res.status === 200) {
    if (offer !== 'card') expect((await simulatePix(u, res.body.paymentId, 'fail')).status).toBe(200);
    return { accepted: true };
  }
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  return { accepted: false, code: res.body.error.code };
}

describe('the offers the subscription screen shows are what the checkout routes answer', () => {
  it.each(SHAPES)('%s', async (_label, arrange) => {
    const u = (await signUpOnboarded(t)) as User;
    await arrange(u);
    const { offers } = (await u.json('/api/billing/subscription')).body;
    for (const plan of PLANS) {
      for (const offer of ['card', 'pixAutomatico', 'pixUpfront'] as const) {
        expect(await attempt(u, plan, offer), `${plan} ${offer}`).toEqual(offers[plan][offer]);
      }
    }
    // The attempts changed nothing: the offers read again are the same.
    expect((await u.json('/api/billing/subscription')).body.offers).toEqual(offers);
  });

  it('says why each plan waits, and which Pix block goes under it', async () => {
    const prepaid = (await signUpOnboarded(t)) as User;
    await prepay(prepaid, 3);
    const a = (await prepaid.json('/api/billing/subscription')).body.offers;
    expect(a.solo).toMatchObject({ choose: { action: 'wait', code: 'PIX_DOWNGRADE_DURING_PREPAID' }, pix: 'renew' });
    expect(a.agency).toMatchObject({ choose: { action: 'upfront' }, pix: 'upgrade' });

    const revoked = (await signUpOnboarded(t)) as User;
    await revokedPixAutomatico(revoked);
    const b = (await revoked.json('/api/billing/subscription')).body.offers;
    expect(b.solo).toMatchObject({ pix: 'reauthorize' });
    expect(b.agency).toMatchObject({ choose: { action: 'wait', code: 'PIX_PLAN_CHANGE_AFTER_PERIOD' }, pix: null });

    const card = (await signUpOnboarded(t)) as User;
    await cardSubscriber(card);
    const c = (await card.json('/api/billing/subscription')).body.offers;
    expect(c.agency).toMatchObject({ choose: { action: 'portal' }, pix: null });

    const trial = (await signUpOnboarded(t)) as User;
    const d = (await trial.json('/api/billing/subscription')).body.offers;
    expect(d.agency).toMatchObject({ choose: { action: 'checkout' }, pix: 'new' });
  });
});
