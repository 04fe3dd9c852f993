/**
 * The team's name and WhatsApp, set by the Dono on a phone-width page (and at 1280 px): the name shows in
 * a member's workspace switcher and on the client's review page; a link whose item went to a newer link
 * closes itself and points the client to the newer link and to "Fale com <equipe> no WhatsApp". Every
 * screen is checked with axe (zero serious or critical findings) and fits the width without sideways
 * scrolling.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addClient, captionTitled, lastLinkTo, signUpAndOnboard } from './support';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
  const menu = member.getByRole('button', { name: 'Abrir menu' });
  if (await menu.isVisible()) await menu.click();
  const switcher = member.getByLabel('Espaço de trabalho');
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
