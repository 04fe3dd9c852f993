import { expect, test, type Browser, type Page } from '@playwright/test';
import { lastLinkTo, signUpAndOnboard, uniqueEmail } from './support';

/** The bell the current width shows (the sidebar's on a wide screen, the header's on a phone). */
const bell = (page: Page, name: RegExp) => page.getByRole('button', { name }).filter({ visible: true });

/** A reviewer invited by the owner: a new account, confirmed, signed in and in the team. */
async function reviewerJoins(owner: Page, browser: Browser, name: string): Promise<Page> {
  const email = uniqueEmail('revisor');
  const invited = await owner.request.post('/api/team/invitations', {
    data: { email, role: 'reviewer', allClients: true, clientIds: [] },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(await lastLinkTo(email)).pathname.slice('/convite/'.length);
  const page = await (await browser.newContext()).newPage();
  const password = 'senha-segura-123';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password, selectedPlan: 'creator', callbackURL: '/auth/confirm' },
  });
  expect(res.ok()).toBeTruthy();
  let confirm = '';
  await expect.poll(async () => (confirm = await lastLinkTo(email)).includes('verify-email')).toBe(true);
  await page.goto(confirm);
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBeTruthy();
  expect((await page.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  return page;
}

test('the reviewer hears of the item waiting for them; the author hears of the internal approval', async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Olga Dona' });
  const created = await page.request.post('/api/clients', { data: { name: 'Academia Forte', niche: 'fitness' } });
  const clientId = (await created.json()).client.id as string;
  const reviewer = await reviewerJoins(page, browser, 'Rita Revisora');
  expect((await page.request.put('/api/internal-review/setting', { data: { enabled: true } })).status()).toBe(200);
  const generated = await page.request.post('/api/generate/story', {
    data: { description: 'Treino de pernas', tone: 'descontraido', clientId },
  });
  expect(generated.status()).toBe(200);
  const item = (await generated.json()).item as { id: string; title: string };
  expect((await page.request.post(`/api/internal-review/items/${item.id}/submit`)).status()).toBe(200);

  // The reviewer's bell: the item waits for her; opening it leads to the client's History and reads it.
  await reviewer.goto('/dashboard');
  await bell(reviewer, /^Avisos: 1 não lida$/).click();
  await expect(reviewer.getByText(`“${item.title}” aguarda sua revisão interna (enviado por Olga Dona)`)).toBeVisible();
  await reviewer.getByRole('link', { name: 'Abrir no histórico' }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/history\\?cliente=${clientId}$`));
  await expect(bell(reviewer, /^Avisos$/)).toBeVisible();

  await reviewer.getByTestId('history-item').first().getByRole('button', { name: 'Ver detalhes' }).click();
  const details = reviewer.getByRole('dialog');
  await details.getByRole('button', { name: 'Aprovar internamente' }).click();
  await expect(details.getByText('Aprovado internamente')).toBeVisible();

  // The owner wrote and submitted it: her bell says who approved it; the owner was not told of her own submission.
  await page.goto('/dashboard');
  await bell(page, /^Avisos: 1 não lida$/).click();
  await expect(page.getByText(`Rita Revisora aprovou internamente “${item.title}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page, /^Avisos$/)).toBeVisible();
});
