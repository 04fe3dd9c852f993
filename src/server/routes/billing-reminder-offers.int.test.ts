/**
 * A renewal reminder (the e-mail and the bell, 7 days before the end of a period nothing renews) offers only
 * what the checkout accepts at that moment (decision record 0034): every way it offers starts a code, and
 * every Pix way it leaves out is refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBillingCalendarJob } from '../jobs/billing-calendar';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { profileOf, signUpOnboarded, type TestUser } from '@tests/support/onboard';
import { pixCheckout, prepay, simulatePix } from '@tests/support/pix-demo';
import { addDays } from '@shared/dates';
import type { NoticeList } from '@shared/notices';
import { renewalOfferText, renewalWays, type RenewalWay, type UnrenewedMethod } from '@shared/renewal-offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.reset();
});

const DAY = 24 * 60 * 60_000;

/** A Criador who paid 3 months upfront on 21/08: the period ends on 21/11. */
async function prepaidCreator(): Promise<TestUser> {
  t.clock.set(new Date('2026-08-21T15:00:00Z'));
  const u = await signUpOnboarded(t);
  await prepay(u, 3);
  return u;
}

/** A Criador on Pix Automático since 21/10 whose authorization was revoked on 24/10: paid until 21/11. */
async function revokedCreator(): Promise<TestUser> {
  t.clock.set(new Date('2026-10-21T15:00:00Z'));
  const u = await signUpOnboarded(t);
  const start = await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect((await simulatePix(u, start.body.paymentId, 'pay')).status).toBe(200);
  t.clock.advance(3 * DAY);
  expect((await simulatePix(u, start.body.paymentId, 'revoke')).status).toBe(200);
  return u;
}

const checkoutBody = (way: RenewalWay) =>
  way === 'pix_upfront' ? { plan: 'solo', method: way, months: 3 } : { plan: 'solo', method: way };

const cases: { state: string; method: UnrenewedMethod; arrange: () => Promise<TestUser> }[] = [
  { state: 'a prepaid period', method: 'pix_upfront', arrange: prepaidCreator },
  { state: 'a revoked Pix Automático', method: 'pix_automatico', arrange: revokedCreator },
];

describe('the renewal reminder offers only what the checkout accepts', () => {
  for (const { state, method, arrange } of cases) {
    it(`${state}: each way offered starts a code, each Pix way left out is refused`, async () => {
      const u = await arrange();
      const endsAt = (await profileOf(t, u.userId)).paidUntil!;
      expect(endsAt.toISOString()).toBe('2026-11-21T15:00:00.000Z');

      t.clock.set(new Date(addDays(endsAt, -7).getTime() + 60 * 60_000));
      const before = t.mailer.sent.length;
      await runBillingCalendarJob(t.pautei.deps);
      const mails = t.mailer.sent.slice(before).filter((m) => m.to === u.email);
      expect(mails.map((m) => m.subject)).toEqual(['Seu plano do Pautei termina em 7 dias']);
      expect(mails[0]!.text).toContain(renewalOfferText(method));
      const bell = (await u.json('/api/approval/notices')).body as NoticeList;
      const reminder = bell.notices.find((n) => n.kind === 'billing_renewal');
      expect(reminder).toMatchObject({ kind: 'billing_renewal', method, days: 7 });

      const offered = renewalWays(method);
      for (const way of offered) {
        const res = await pixCheckout(u, checkoutBody(way));
        expect(res.status, `${way}: ${JSON.stringify(res.body)}`).toBe(200);
        // Not paid: the code is failed so the next way can open its own.
        expect((await simulatePix(u, res.body.paymentId, 'fail')).status).toBe(200);
      }
      for (const way of (['pix_upfront', 'pix_automatico'] as const).filter((w) => !offered.includes(w))) {
        const res = await pixCheckout(u, checkoutBody(way));
        expect(res.status, way).toBe(409);
      }
    });
  }

  it('a prepaid period: Pix Automático and the card wait for its end, and the reminder says so', async () => {
    const u = await prepaidCreator();
    t.clock.set(new Date('2026-11-14T16:00:00Z'));
    const before = t.mailer.sent.length;
    await runBillingCalendarJob(t.pautei.deps);
    const [mail] = t.mailer.sent.slice(before).filter((m) => m.to === u.email);
    expect(mail!.text).toContain('Cartão e Pix Automático podem ser assinados depois que ele terminar.');
    expect(mail!.text).not.toMatch(/assine com Pix Automático|autorize/i);

    const automatico = await pixCheckout(u, { plan: 'solo', method: 'pix_automatico' });
    expect(automatico.body.error.code).toBe('PREPAID_MONTHLY_UNAVAILABLE');
    const card = await u.json('/api/billing/checkout', { method: 'POST', body: { plan: 'solo' } });
    expect(card.status).toBe(409);
    expect(card.body.error.code).toBe('PREPAID_MONTHLY_UNAVAILABLE');
  });
});
