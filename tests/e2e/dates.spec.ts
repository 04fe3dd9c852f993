/**
 * The one date rule in the browser, typed with the keyboard as a person types: an impossible day (30/02)
 * in a generator, in the calendar's dialog and in the phone agenda is refused under its field with the
 * rule's Portuguese message (never the browser's English bubble), the focus stays on the field, and no
 * token is spent nor any item moved.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messageFor } from '@shared/messages';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { openLive, signUpAndOnboard } from './support';

const MESSAGE = messageFor('DATE_INVALID');
const todaySp = () => toIsoDay(localDayOf(new Date()));

test.use({ timezoneId: 'America/Sao_Paulo' });

const tokensLeft = async (page: Page): Promise<number> =>
  ((await (await page.request.get('/api/tokens')).json()) as { tokensRemaining: number }).tokensRemaining;

/** Saves a caption through the real generation endpoint; its title (titles come from the AI). */
async function savedCaption(page: Page, scheduledDate: string | null): Promise<{ id: string; title: string }> {
  const res = await page.request.post('/api/generate/caption', {
    data: { description: 'Post para mudar de data', tone: 'amigavel', style: 'profissional', scheduledDate },
  });
  expect(res.status()).toBe(200);
  const { item } = (await res.json()) as { item: { id: string; title: string } };
  return item;
}

/**
 * Types a day ('YYYY-MM-DD', which may not exist) digit by digit into the focused date field, as a
 * keyboard does. The order of the field's parts follows the browser's own language (day first in pt-BR,
 * month first in en-US), so it is found by typing 25/12 into a field made for that beside it and removed.
 */
async function typeInto(page: Page, field: Locator, iso: string) {
  const [y, m, d] = iso.split('-') as [string, string, string];
  // Beside the field, so that an open modal dialog (which makes the rest of the page inert) holds it too.
  await field.evaluate((el) => {
    const input = document.createElement('input');
    input.type = 'date';
    input.id = 'date-order-probe';
    el.insertAdjacentElement('afterend', input);
  });
  const probe = page.locator('#date-order-probe');
  await probe.focus();
  for (const key of '12252027') await page.keyboard.press(key);
  const monthFirst = (await probe.inputValue()) === '2027-12-25';
  await probe.evaluate((el) => el.remove());
  await field.focus();
  for (const key of monthFirst ? `${m}${d}${y}` : `${d}${m}${y}`) await page.keyboard.press(key);
}

test('a generator refuses 30/02 typed by keyboard: the message under the field, focus on it, no token spent @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/captions');
  await page.getByLabel('Descrição da postagem').fill('Legenda do treino de pernas');
  const before = await tokensLeft(page);
  const field = page.getByLabel('Data agendada (opcional)');
  await typeInto(page, field, '2027-02-30');
  // Chromium reads 30/02 as an empty value: without the rule this would generate an undated item.
  expect(await field.evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true);
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();

  const message = page.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(message).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(MESSAGE);
  await expect(field).toBeFocused();
  await expect(page.getByText('Legenda gerada com sucesso!')).toHaveCount(0);
  expect(await tokensLeft(page)).toBe(before);
  const content = (await (await page.request.get('/api/content?limit=5')).json()) as { items: unknown[] };
  expect(content.items).toHaveLength(0);
});

test("the calendar's dialog answers 30/02 with the message instead of going grey, and moves nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const day = `${todaySp().slice(0, 7)}-10`;
  const item = await savedCaption(page, day);
  const before = await tokensLeft(page);

  // The page comes drawn by the server: the probe beside the field goes in once the app has attached to it.
  await openLive(page, `/calendar?mes=${day.slice(0, 7)}`);
  await page
    .locator(`[data-day="${day}"]`)
    .getByRole('button', { name: new RegExp(item.title) })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: item.title });
  const field = dialog.getByLabel('Data agendada');
  await typeInto(page, field, '2027-02-30');
  const save = dialog.getByRole('button', { name: 'Salvar data' });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(dialog.getByRole('alert')).toHaveText(MESSAGE);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(MESSAGE);
  const items = (await (await page.request.get(`/api/calendar?from=${day}&to=${day}`)).json()) as {
    items: { id: string; date: string | null }[];
  };
  expect(items.items.find((i) => i.id === item.id)?.date).toBe(day);
  expect(await tokensLeft(page)).toBe(before);
});

test('phone agenda at 390 px: a typed date is sent whole, 30/02 is refused with the message @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the agenda is the phone layout');
  await signUpAndOnboard(page);
  const today = todaySp();
  const item = await savedCaption(page, null);
  const before = await tokensLeft(page);
  const moves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/calendar/items/')) moves.push(r.postData() ?? '');
  });

  await openLive(page, `/calendar?data=${today}`);
  const field = page.getByLabel('Bandeja').getByLabel(`Data de ${item.title}`);
  await typeInto(page, field, '2027-02-30');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Bandeja').getByRole('alert')).toHaveText(MESSAGE);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(MESSAGE);

  // Typed again, whole: one move, to that day, never to a half-typed year such as 0002.
  await typeInto(page, field, today);
  expect(moves).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-day="${today}"]`).getByText(item.title, { exact: true })).toBeVisible();
  expect(moves.map((body) => JSON.parse(body))).toEqual([{ date: today }]);
  expect(await tokensLeft(page)).toBe(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
