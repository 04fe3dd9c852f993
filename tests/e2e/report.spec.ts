/**
 * "Relatório do mês" on a phone (390 px): the agency opens a client's report, sends it by WhatsApp (the
 * exact wa.me link to the client's number), the client opens the link on a phone — in the agency's brand —
 * and downloads the PDF. No serious axe finding on either page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatReportMonth, monthLabel, reportMonthOf } from '@shared/report/figures';
import { seriousViolations, signUpAndOnboard } from './support';

function jsonHeaders(page: Page) {
  return { Origin: new URL(page.url()).origin, 'Content-Type': 'application/json' };
}

/** What the fake model answers to a free-text request: the report's opening paragraph here. */
const OPENING = 'Resposta de teste sobre seu conteúdo.';

test('the agency sends a client’s monthly report by WhatsApp and the client downloads the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sol' });
  const clientRes = await page.request.post('/api/clients', {
    headers: jsonHeaders(page),
    data: { name: 'Doce Ana', phone: '(11) 98765-4321', niche: 'food' },
  });
  expect(clientRes.ok()).toBeTruthy();
  const clientBody = await clientRes.json();
  const clientId: string = clientBody.client?.id ?? clientBody.id;
  const made = await page.request.post('/api/generate/caption', {
    headers: jsonHeaders(page),
    data: { description: 'Bolo de pote', clientId },
    timeout: 55_000,
  });
  expect(made.ok(), await made.text()).toBeTruthy();

  const month = reportMonthOf(new Date());
  const label = monthLabel(month);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/relatorios');
  await expect(page.getByRole('heading', { name: 'Relatório do mês' })).toBeVisible();
  await expect(page.getByLabel('Cliente do relatório')).toHaveValue(clientId);
  await expect(page.getByLabel('Mês do relatório')).toHaveValue(formatReportMonth(month));
  // The opening paragraph is the model's (this server talks to a fake one), kept because it states no
  // number the report doesn't show; the figures follow it.
  await expect(page.getByText(OPENING)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  const open = page.getByRole('link', { name: 'Abrir no WhatsApp' });
  await expect(open).toBeVisible();
  const url = (await page.getByText(/\/relatorio\/[A-Za-z0-9_-]{43}$/).textContent())!.trim();
  const message =
    `Olá, Doce Ana! O relatório de ${label} está pronto: o que produzimos, aprovamos e publicamos no mês. ` +
    `É só abrir o link, sem cadastro (dá para baixar em PDF):\n${url}`;
  await expect(open).toHaveAttribute('href', `https://wa.me/5511987654321?text=${encodeURIComponent(message)}`);

  // The client, on a phone, with no account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  const scripts: string[] = [];
  client.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await client.goto(url);
  // Drawn by the server, titled for the agency, and sent without the app: nothing on it needs a script.
  const html = await response?.text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toContain(`<h1 class="text-xl font-bold">Relatório de <!-- -->${label}</h1>`);
  await expect(client).toHaveTitle(`Relatório de ${label} — Agência Sol`);
  await expect(client.getByRole('heading', { name: `Relatório de ${label}` })).toBeVisible();
  await expect(client.getByText('Agência Sol').first()).toBeVisible();
  await expect(client.getByText('Pautei')).toHaveCount(0);
  await expect(client.getByText(OPENING)).toBeVisible();
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(client)).toEqual([]);
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('link', { name: 'Baixar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`relatorio-doce-ana-${formatReportMonth(month)}.pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // None of the app’s scripts was asked for.
  expect(scripts).toEqual([]);
  await phone.close();
});
