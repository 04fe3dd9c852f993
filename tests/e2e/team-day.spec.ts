/**
 * The team's name and WhatsApp, set by the Dono on a phone-width page (and at 1280 px): the name shows in
 * a member's workspace switcher and on the client's review page; a link whose item went to a newer link
 * closes itself and points the client to the newer link and to "Fale com <equipe> no WhatsApp". Every
 * screen is checked with axe (zero serious or critical findings) and fits the width without sideways
 * scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { addClient, captionTitled, lastLinkTo, seriousViolations, signUpAndOnboard } from './support';

async function fitsWidth(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Sends items for approval from inside the page (same origin, JSON) and returns the link's address. */
async function sendForApproval(page: Page, items: string[]): Promise<string> {
  return page.evaluate(async (ids) => {
    const res = await fetch('/api/approval/links', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: ids }),
    });
    const body = (await res.json()) as { url?: string };
    if (!body.url) throw new Error(`sending failed: ${res.status}`);
    return body.url;
  }, items);
}

test('the Dono names the team and gives its WhatsApp; the switcher and the client’s page show them @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndOnboard(page, { plan: 'agency', name: 'Olga Dona' });
  const padaria = await addClient(page, 'Padaria Pão');

  // Equipe: the name and the WhatsApp, checked as the server checks them.
  await page.goto('/equipe');
  await page.getByLabel('Nome da equipe').fill('Agência Alfa');
  const phone = page.getByLabel('WhatsApp da equipe');
  await phone.fill('+1 415 555 0100');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/Digite um WhatsApp do Brasil com DDD/)).toBeVisible();
  await phone.fill('11 98765 4321');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Dados da equipe salvos.')).toBeVisible();
  await expect(phone).toHaveValue('(11) 98765-4321');
  await fitsWidth(page);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // A member with an account of their own switches workspaces by the team's name.
  const member = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  const { email } = await signUpAndOnboard(member, { name: 'Edu Editor' });
  const invited = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/team/invitations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, role: 'editor', allClients: true, clientIds: [] },
  );
  expect(invited).toBe(201);
  await member.goto(new URL(await lastLinkTo(email)).pathname);
  await member.getByRole('button', { name: 'Aceitar e entrar na equipe' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  // On a phone the switcher is in the menu drawer (the sidebar's copy is not shown), on a wide screen in the
  // sidebar.
  const menu = member.getByRole('button', { name: 'Abrir menu' });
  const onPhone = await menu.isVisible();
  if (onPhone) await menu.click();
  const shown = onPhone ? member.getByRole('dialog', { name: 'Menu' }) : member.locator('aside');
  const switcher = shown.getByLabel('Espaço de trabalho');
  await expect(switcher.locator('option', { hasText: 'Agência Alfa — Editor' })).toHaveCount(1);

  // The client's review page names the team; once its item goes to a newer link the old one closes and
  // says where to answer: the newer link and the team's WhatsApp.
  const item = await captionTitled(page, 'Pão de queijo quentinho', null, padaria);
  const oldUrl = await sendForApproval(page, [item]);
  const client = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await client.goto(new URL(oldUrl).pathname);
  await expect(client.getByText('Olga, da Agência Alfa')).toBeVisible();
  await fitsWidth(client);
  expect(await seriousViolations(client)).toEqual([]);

  const newUrl = await sendForApproval(page, [item]);
  await client.reload();
  await expect(client.getByRole('heading', { name: 'Este link foi encerrado' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Abrir o link mais recente' })).toHaveAttribute('href', newUrl);
  await expect(client.getByRole('link', { name: 'Fale com Agência Alfa no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5511987654321',
  );
  await fitsWidth(client);
  expect(await seriousViolations(client)).toEqual([]);

  // Aprovações lists only the link that holds the item.
  await page.goto('/approvals');
  await expect(page.getByText('Pão de queijo quentinho').first()).toBeVisible();
  await expect(page.getByText('Encerrado')).toHaveCount(0);
  await fitsWidth(page);
});

/** A JSON call from inside the page (same origin), answering its status and body. */
async function call(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body },
  );
}

test('a Revisor’s dashboard leads with what waits for her review; a card left on a revoked link needs a new send @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndOnboard(page, { plan: 'agency', name: 'Olga Dona' });
  const academia = await addClient(page, 'Academia Forte');
  const pet = await addClient(page, 'Pet Feliz');
  expect((await call(page, 'PUT', '/api/internal-review/setting', { enabled: true })).status).toBe(200);

  // Rita reviews Academia Forte only.
  const reviewer = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  const { email } = await signUpAndOnboard(reviewer, { name: 'Rita Revisora' });
  const invited = await call(page, 'POST', '/api/team/invitations', {
    email,
    role: 'reviewer',
    allClients: false,
    clientIds: [academia],
  });
  expect(invited.status).toBe(201);
  await reviewer.goto(new URL(await lastLinkTo(email)).pathname);
  await reviewer.getByRole('button', { name: 'Aceitar e entrar na equipe' }).click();
  await expect(reviewer).toHaveURL(/\/dashboard$/);

  const treino = await captionTitled(page, 'Treino de pernas', null, academia);
  const racao = await captionTitled(page, 'Ração nova', null, pet);
  for (const id of [treino, racao]) {
    expect((await call(page, 'POST', `/api/internal-review/items/${id}/submit`)).status).toBe(200);
  }

  await reviewer.reload();
  const card = reviewer.getByRole('region', { name: 'Aguardando a sua revisão' });
  await expect(card.getByText('1 conteúdo dos seus clientes aguarda a sua revisão.')).toBeVisible();
  await expect(card.getByText('Ração nova')).toHaveCount(0);
  await fitsWidth(reviewer);
  expect(await seriousViolations(reviewer)).toEqual([]);
  await card.getByRole('link', { name: /Treino de pernas/ }).click();
  const details = reviewer.getByRole('dialog', { name: 'Treino de pernas' });
  await details.getByRole('button', { name: 'Aprovar internamente' }).click();
  await expect(details.getByText('Aprovado internamente')).toBeVisible();
  await reviewer.keyboard.press('Escape');
  await reviewer.goto('/dashboard');
  await expect(card.getByText('Nada aguardando a sua revisão nos seus clientes agora.')).toBeVisible();

  // The Dono sends it, then revokes the link: the item's card no longer says "Aguardando".
  const sent = await call(page, 'POST', '/api/approval/links', { items: [treino] });
  expect(sent.status).toBe(201);
  await page.goto(`/history?cliente=${academia}`);
  const row = page.getByTestId('history-item').filter({ hasText: 'Treino de pernas' });
  await expect(row.getByText('Aguardando', { exact: true })).toBeVisible();
  const linkId = (sent.body.link as { id: string }).id;
  expect((await call(page, 'POST', `/api/approval/links/${linkId}/revoke`, {})).status).toBe(200);
  await page.reload();
  await expect(row.getByText('Precisa de novo envio')).toBeVisible();
  await expect(row.getByText('Aguardando', { exact: true })).toHaveCount(0);
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
});
