/**
 * The content calendar in the built app: the month grid at 1280 px with a drag that is saved, the phone
 * agenda with the native date picker, "Gerar pauta" from Dia dos Namorados landing on 12/06, and sending
 * items for the client's approval from the calendar.
 */
import { expect, test, type Page } from '@playwright/test';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { signUpAndOnboard } from './support';

const todaySp = () => toIsoDay(localDayOf(new Date()));

/** Saves a caption through the real generation endpoint, from inside the page (same origin, JSON). */
async function generateCaption(
  page: Page,
  description: string,
  scheduledDate: string | null,
  clientId: string | null = null,
) {
  const { status, text } = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/generate/caption', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { description, tone: 'amigavel', style: 'profissional', scheduledDate, clientId },
  );
  expect(status, text.slice(0, 300)).toBe(200);
}

/** The title the calendar shows for the newest item (read from the API, as titles come from the AI). */
async function newestTitle(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/content?limit=1');
    const body = (await res.json()) as { items: { title: string }[] };
    const [newest] = body.items;
    if (!newest) throw new Error('no content item yet');
    return newest.title;
  });
}

test('month grid at 1280 px: dragging an item to another day is saved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const month = todaySp().slice(0, 7);
  const from = `${month}-10`;
  const to = `${month}-20`;
  await generateCaption(page, 'Post para arrastar no calendário', from);
  const title = await newestTitle(page);

  await page.goto(`/calendar?mes=${month}`);
  await expect(page.getByRole('heading', { name: 'Calendário', level: 1 })).toBeVisible();
  const source = page.locator(`[data-day="${from}"]`);
  const target = page.locator(`[data-day="${to}"]`);
  await expect(source.getByText(title, { exact: true })).toBeVisible();

  const handle = source.getByRole('button', { name: `Mover ${title}` });
  const box = (await handle.boundingBox())!;
  const dest = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + 20, { steps: 5 });
  await page.mouse.move(dest.x + dest.width / 2, dest.y + dest.height - 10, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(`"${title}" agendado para 20/${month.slice(5)}/${month.slice(0, 4)}`)).toBeVisible();

  await page.reload();
  await expect(page.locator(`[data-day="${to}"]`).getByText(title, { exact: true })).toBeVisible();
  await expect(page.locator(`[data-day="${from}"]`).getByText(title, { exact: true })).toHaveCount(0);

  // The keyboard does the same: Space picks the item up, an arrow moves it one day, Space drops it.
  const next = `${month}-21`;
  await page
    .locator(`[data-day="${to}"]`)
    .getByRole('button', { name: `Mover ${title}` })
    .focus();
  await page.keyboard.press('Space');
  // The sensor listens for the arrows only once the item is picked up (on a busy machine not at once).
  await expect(page.locator(`[data-day="${to}"]`).getByRole('button', { name: `Mover ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  // The day under the item is found after the move has been drawn; dropping before that drops it where it
  // was. The live region says which day it is over, as a screen reader hears it.
  await expect(page.getByText(new RegExp(`"${title}" está sobre [^,]+, 21 de `))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`"${title}" agendado para 21/${month.slice(5)}/${month.slice(0, 4)}`)).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-day="${next}"]`).getByText(title, { exact: true })).toBeVisible();
});

test('phone agenda at 390 px: the date picker moves an item and "Remover data" sends it to the tray @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the agenda is the phone layout');
  await signUpAndOnboard(page);
  const today = todaySp();
  await generateCaption(page, 'Post para a agenda do celular', null);
  const title = await newestTitle(page);

  await page.goto(`/calendar?data=${today}`);
  await expect(page.getByRole('list', { name: 'Agenda da semana' })).toBeVisible();
  await page.getByLabel('Bandeja').getByLabel(`Data de ${title}`).fill(today);
  await expect(page.locator(`[data-day="${today}"]`).getByText(title, { exact: true })).toBeVisible();

  await page.reload();
  const day = page.locator(`[data-day="${today}"]`);
  await expect(day.getByText(title, { exact: true })).toBeVisible();
  await day.getByRole('button', { name: `Remover data de ${title}` }).click();
  await expect(page.getByText(`Data removida. "${title}" está na bandeja.`)).toBeVisible();
  await expect(day.getByText(title, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Bandeja').getByText(title, { exact: true })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('"Gerar pauta" from Dia dos Namorados produces an item on 12/06', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const today = todaySp();
  const year = today.slice(5) <= '06-12' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) + 1;
  const day = `${year}-06-12`;

  await page.goto(`/calendar?data=${day}`);
  const panel = page.getByLabel(/Dia escolhido/);
  await expect(panel.getByText('Dia dos Namorados', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Gerar pauta: Dia dos Namorados' }).click();

  await expect(page).toHaveURL(/\/captions\?date=/);
  await expect(page.getByLabel('Descrição da postagem')).toHaveValue(/Dia dos Namorados/);
  await expect(page.getByLabel('Data agendada (opcional)')).toHaveValue(day);
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();
  await expect(page.getByText('Legenda gerada com sucesso!')).toBeVisible({ timeout: 30_000 });
  const title = await newestTitle(page);

  await page.goto(`/calendar?mes=${year}-06`);
  await expect(page.locator(`[data-day="${day}"]`).getByText(title, { exact: true })).toBeVisible();
});

/** Adds an agency client (with a niche, which generation needs) through the API, from inside the page. */
async function addClient(page: Page, name: string): Promise<string> {
  return page.evaluate(async (clientName) => {
    const res = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: clientName, phone: '(11) 98765-4321', niche: 'food' }),
    });
    const body = (await res.json()) as { client?: { id: string }; id?: string };
    const id = body.client?.id ?? body.id;
    if (!id) throw new Error(`creating ${clientName} failed: ${res.status}`);
    return id;
  }, name);
}

test('an agency sends a client’s items for approval from the calendar and sees them awaiting', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sol' });
  const docinho = await addClient(page, 'Docinho');
  const petFeliz = await addClient(page, 'Pet Feliz');
  const month = todaySp().slice(0, 7);
  const day = `${month}-14`;
  await generateCaption(page, 'Bolo de pote no calendário', day, docinho);
  const bolo = await newestTitle(page);
  await generateCaption(page, 'Brigadeiro no calendário', day, docinho);
  const brigadeiro = await newestTitle(page);
  await generateCaption(page, 'Banho e tosa no calendário', day, petFeliz);
  const banho = await newestTitle(page);

  await page.goto(`/calendar?mes=${month}&data=${day}`);
  const cell = page.locator(`[data-day="${day}"]`);
  const chip = (title: string) => cell.getByTestId('calendar-item').filter({ hasText: title });
  // Day cells are narrow: the chip shows the badge's icon, with the label on hover and in its name.
  const awaiting = (title: string) => chip(title).getByTitle('Aguardando', { exact: true });
  await expect(chip(bolo)).toBeVisible();
  await expect(awaiting(bolo)).toHaveCount(0);

  // Items of two clients: the dialog explains that a link is for one client and creates nothing.
  const panel = page.getByLabel(/Dia escolhido/);
  await panel.getByLabel(`Selecionar “${bolo}” para aprovação`).check();
  await panel.getByLabel(`Selecionar “${banho}” para aprovação`).check();
  await page
    .getByRole('region', { name: 'Itens selecionados' })
    .getByRole('button', { name: 'Enviar para aprovação' })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await expect(dialog.getByText('Selecione conteúdos de um único cliente')).toBeVisible();
  await expect(dialog.getByText(/Cada link de aprovação vai para um só cliente/)).toContainText('Docinho e Pet Feliz');
  await expect(dialog.getByRole('button', { name: 'Criar link de aprovação' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // Closing the dialog clears the selection; wait for that before selecting again, or a busy machine can
  // clear the new choice too.
  await expect(dialog).toBeHidden();
  await expect(panel.getByLabel(`Selecionar “${banho}” para aprovação`)).not.toBeChecked();
  await expect(panel.getByLabel(`Selecionar “${bolo}” para aprovação`)).not.toBeChecked();

  // The two items of Docinho, selected in the day panel.
  await panel.getByLabel(`Selecionar “${bolo}” para aprovação`).check();
  await panel.getByLabel(`Selecionar “${brigadeiro}” para aprovação`).check();
  await page
    .getByRole('region', { name: 'Itens selecionados' })
    .getByRole('button', { name: 'Enviar para aprovação' })
    .click();
  await expect(dialog.getByText('2 conteúdos selecionados de Docinho.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  await expect(dialog.getByLabel('Link de aprovação')).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');
  await expect(awaiting(bolo)).toBeVisible();
  await expect(awaiting(brigadeiro)).toBeVisible();
  await expect(awaiting(banho)).toHaveCount(0);

  // One item straight from its menu in the grid.
  await chip(banho)
    .getByRole('button', { name: `Legenda: ${banho}` })
    .click();
  const menu = page.getByRole('dialog', { name: banho });
  await menu.getByRole('button', { name: 'Enviar para aprovação' }).click();
  dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await expect(dialog.getByText('1 conteúdo selecionado de Pet Feliz.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  await expect(dialog.getByRole('link', { name: 'Enviar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );
  await page.keyboard.press('Escape');
  await expect(awaiting(banho)).toBeVisible();

  // Saved on the server: after a reload the grid and the item's menu still say so.
  await page.reload();
  for (const title of [bolo, brigadeiro, banho]) {
    await expect(awaiting(title)).toBeVisible();
    await expect(chip(title).getByRole('button', { name: `Legenda: ${title} (pendente, aguardando)` })).toBeVisible();
  }
  await chip(bolo)
    .getByRole('button', { name: `Legenda: ${bolo}` })
    .click();
  await expect(page.getByRole('dialog', { name: bolo }).getByText('Aguardando', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel.getByTestId('day-item').filter({ hasText: bolo }).getByText('Aguardando')).toBeVisible();

  // On a phone the agenda row says it in full.
  await page.setViewportSize({ width: 390, height: 844 });
  const row = page
    .getByRole('list', { name: 'Agenda da semana' })
    .getByTestId('calendar-item')
    .filter({ hasText: bolo });
  await expect(row.getByText('Aguardando', { exact: true })).toBeVisible();
});
