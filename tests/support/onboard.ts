import { eq } from 'drizzle-orm';
import { profiles } from '@server/db/schema';
import type { Agent, TestApp } from './test-app';

/** Completes onboarding for an agent (niche fitness by default). */
export async function onboard(
  agent: Agent,
  input: Partial<{ name: string; niche: string; customNiche: string; dailyRoutine: string }> = {},
) {
  const res = await agent.json('/api/me/onboarding', {
    method: 'POST',
    body: { name: 'Usuária Teste', niche: 'fitness', dailyRoutine: 'Treino às 6h, atendo alunos à tarde.', ...input },
  });
  if (res.status !== 200) throw new Error(`onboarding falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A signed-in user who finished onboarding. */
export async function signUpOnboarded(t: TestApp, input?: Parameters<TestApp['signUpVerified']>[0]) {
  const u = await t.signUpVerified(input);
  await onboard(u);
  return u;
}

/** The profile row of a user, read straight from the database. */
export async function profileOf(t: TestApp, userId: string) {
  const [row] = await t.pautei.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row!;
}
