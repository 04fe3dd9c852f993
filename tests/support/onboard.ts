import type { Agent } from './test-app';

/** Completes onboarding for an agent (niche fitness by default). */
export async function onboard(agent: Agent, input: Partial<{ name: string; niche: string; customNiche: string; dailyRoutine: string }> = {}) {
  const res = await agent.json('/api/me/onboarding', {
    method: 'POST',
    body: { name: 'Usuária Teste', niche: 'fitness', dailyRoutine: 'Treino às 6h, atendo alunos à tarde.', ...input },
  });
  if (res.status !== 200) throw new Error(`onboarding falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
