/**
 * The session read takes the account as one JSON column (`accountJson`) where other readers take its
 * columns (`selectAccounts`): both must give the same account, dates as dates, to the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, subscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { signUpOnboarded } from '@tests/support/onboard';
import { accountJson, selectAccounts } from './account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('accountJson', () => {
  it('reads the same account as its columns, with every field set', async () => {
    const { db } = t.pautei.deps;
    const u = await signUpOnboarded(t);
    await db
      .update(profiles)
      .set({ workspaceName: 'Agência Alfa', workspaceWhatsapp: '+5511987654321', avatarUrl: 'https://x.test/a.png' })
      .where(eq(profiles.userId, u.userId));
    await db
      .update(subscriptions)
      .set({
        subscriptionStatus: 'active',
        subscriptionType: 'agency',
        agencyPlan: 'social',
        trialEndsAt: new Date('2026-03-01T12:00:00.123Z'),
        nextRenewalDate: new Date('2026-04-01T03:00:00Z'),
        paymentMethod: 'pix_upfront',
        paidUntil: new Date('2026-04-01T02:59:59.999Z'),
        billingAnchor: new Date('2026-03-01T12:00:00Z'),
        creatorResumesAt: new Date('2026-05-01T00:00:00Z'),
        stripeCustomerId: 'cus_123',
        stripeSubscriptionId: 'sub_123',
        subscriptionEventAt: new Date('2026-03-01T12:00:01Z'),
      })
      .where(eq(subscriptions.userId, u.userId));

    const [byColumns] = await selectAccounts(db).where(eq(profiles.userId, u.userId));
    const [read] = await db
      .select({ account: accountJson() })
      .from(profiles)
      .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
      .where(eq(profiles.userId, u.userId));
    const account = read?.account;

    expect(account).toEqual(byColumns);
    expect(Object.keys(account!)).toEqual(Object.keys(byColumns!));
    expect(account!.paidUntil).toBeInstanceOf(Date);
    expect(account!.paidUntil!.toISOString()).toBe('2026-04-01T02:59:59.999Z');
    expect(account!.tokensRemaining).toBe(byColumns!.tokensRemaining);
  });

  it('is null when the account has no subscription row', async () => {
    const { db } = t.pautei.deps;
    const u = await signUpOnboarded(t);
    await db.delete(subscriptions).where(eq(subscriptions.userId, u.userId));
    const [read] = await db
      .select({ account: accountJson() })
      .from(profiles)
      .leftJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
      .where(eq(profiles.userId, u.userId));
    expect(read).toBeDefined();
    expect(read!.account).toBeNull();
  });
});
