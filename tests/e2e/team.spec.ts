import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { lastLinkTo, signUpAndOnboard, uniqueEmail } from './support';

/** The serious and critical axe findings of what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A new person opening their invitation, creating the account with the invited e-mail and accepting. */
async function joinThroughInvitation(browser: Browser, email: string, name: string): Promise<Page> {
  const invitation = await lastLinkTo(email);
  const page = await (await browser.newContext()).newPage();
  await page.goto(new URL(invitation).pathname);
  await expect(page.getByRole('heading', { name: 'Você foi convidado(a)' })).toBeVisible();
  const password = 'senha-segura-123';
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password, selectedPlan: 'creator', callbackURL: '/auth/confirm' },
  });
  expect(res.ok()).toBeTruthy();
  // The confirmation e-mail follows the invitation's in the outbox: wait for it.
  let confirm = invitation;
  await expect.poll(async () => (confirm = await lastLinkTo(email)).includes('verify-email')).toBe(true);
  await page.goto(confirm);
  await page.goto(new URL(invitation).pathname);
  await page.getByRole('link', { name: 'Já tenho conta: entrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('button', { name: 'Aceitar e entrar na equipe' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('the owner invites an editor and a reviewer; each can do what the role allows', async ({ page, browser }) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Olga Dona' });
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Equipe' }),
  ).toBeVisible();
  const created = await page.request.post('/api/clients', { data: { name: 'Academia Forte', niche: 'fitness' } });
  expect(created.ok()).toBeTruthy();
  await page.request.post('/api/clients', { data: { name: 'Pet Feliz', niche: 'fitness' } });
  const clientA = (await created.json()).client.id as string;

  await page.goto('/equipe');
  await expect(page.getByRole('heading', { name: 'Equipe' })).toBeVisible();
  const editorEmail = uniqueEmail('editor');
  await page.getByLabel('E-mail').fill(editorEmail);
  await page.getByLabel('Todos os clientes').uncheck();
  await page.getByLabel('Academia Forte').check();
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${editorEmail}.`)).toBeVisible();
  const reviewerEmail = uniqueEmail('revisor');
  await page.getByLabel('E-mail').fill(reviewerEmail);
  await page.getByLabel('Função').selectOption('reviewer');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${reviewerEmail}.`)).toBeVisible();

  // The editor: in the team, no billing, generates for the assigned client only.
  const editor = await joinThroughInvitation(browser, editorEmail, 'Edu Editor');
  const menu = editor.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(menu.getByRole('link', { name: 'Gerenciar Clientes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Assinatura' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
  await editor.goto('/subscription');
  await expect(editor.getByText('Apenas o Dono da equipe pode fazer isso.')).toBeVisible();
  const workspace = await editor.evaluate(() => localStorage.getItem('pautei_workspace'));
  expect(workspace).toBeTruthy();
  const headers = { 'x-pautei-workspace': workspace! };
  const generated = await editor.request.post('/api/generate/story', {
    headers,
    data: { description: 'Treino de pernas', tone: 'descontraido', clientId: clientA },
  });
  expect(generated.status()).toBe(200);
  await editor.goto('/client-management');
  await expect(editor.getByRole('heading', { name: 'Academia Forte', exact: true })).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Pet Feliz', exact: true })).toHaveCount(0);
  // Who did what: the client's card names the editor as the author.
  await editor.getByText('Atividade recente').click();
  await expect(editor.getByText(/Edu Editor criou “Treino de pernas/)).toBeVisible();

  // The reviewer: reads, generates nothing.
  const reviewer = await joinThroughInvitation(browser, reviewerEmail, 'Rita Revisora');
  const refused = await reviewer.request.post('/api/generate/story', {
    headers,
    data: { description: 'Treino', tone: 'descontraido', clientId: clientA },
  });
  expect(refused.status()).toBe(403);

  // The owner sees both in the team.
  await page.reload();
  await expect(page.getByText('Edu Editor', { exact: true })).toBeVisible();
  await expect(page.getByText('Rita Revisora', { exact: true })).toBeVisible();
  await expect(page.getByText('2 de 4 membros além do Dono.')).toBeVisible();

  // Internal review: the owner turns it on; the editor's item waits for the reviewer, who approves it in
  // History; only then does the client link accept it.
  const internalSwitch = page.getByRole('switch', { name: 'Revisão interna' });
  await internalSwitch.click();
  await expect(internalSwitch).toBeChecked();
  await expect(page.getByText('Revisão interna ligada.')).toBeVisible();
  // The page is checked once the toast has gone: axe reads a toast mid-fade as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const itemId = (await generated.json()).item.id as string;
  const send = () => page.request.post('/api/approval/links', { data: { items: [itemId], expiresInDays: 7 } });
  expect((await send()).status()).toBe(409);
  const submitted = await editor.request.post(`/api/internal-review/items/${itemId}/submit`, { headers });
  expect(submitted.status()).toBe(200);
  await reviewer.goto(`/history?cliente=${clientA}`);
  await reviewer.getByTestId('history-item').first().getByRole('button', { name: 'Ver detalhes' }).click();
  const details = reviewer.getByRole('dialog');
  await expect(details.getByText('Em revisão interna')).toBeVisible();
  expect(await seriousViolations(reviewer)).toEqual([]);
  await details.getByRole('button', { name: 'Aprovar internamente' }).click();
  await expect(details.getByText('Aprovado internamente')).toBeVisible();
  expect((await send()).status()).toBe(201);

  // History, filtered by author: the editor's item, "criado por" her.
  await page.goto('/history');
  await page.getByLabel('Autor').selectOption({ label: 'Criado por Edu Editor' });
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await expect(
    page
      .getByTestId('history-item')
      .getByText(/Treino de pernas/)
      .first(),
  ).toBeVisible();
});
