/**
 * The content calendar in the built app: the month grid at 1280 px with a drag that is saved (from a day
 * and from "Sem data"), the phone agenda with the native date picker and a busy day, "Gerar pauta" from
 * Dia dos Namorados landing on 12/06, sending items for the client's approval from the calendar, and the
 * chips' short names, series parts, "+N mais" and tooltips, each checked with axe.
 */
import { expect, test } from '@playwright/test';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import {
  addClient,
  captionTitled,
  generateCaption,
  newestTitle,
  openLive,
  reloadLive,
  seriousViolations,
  signUpAndOnboard,
} from './support';

const todaySp = () => toIsoDay(localDayOf(new Date()));

test('month grid at 1280 px: dragging an item to another day is saved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const month = todaySp().slice(0, 7);
  const from = `${month}-10`;
  const to = `${month}-20`;
  await generateCaption(page, 'Post para arrastar no calendário', from);
  const title = await newestTitle(page);

  await openLive(page, `/calendar?mes=${month}`);
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

  await reloadLive(page);
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
  await reloadLive(page);
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

  await openLive(page, `/calendar?data=${today}`);
  await expect(page.getByRole('list', { name: 'Agenda da semana' })).toBeVisible();
  await page.getByLabel('Bandeja').getByLabel(`Data de ${title}`).fill(today);
  await expect(page.locator(`[data-day="${today}"]`).getByText(title, { exact: true })).toBeVisible();

  await reloadLive(page);
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

  await openLive(page, `/calendar?data=${day}`);
  const panel = page.getByLabel(/Dia escolhido/);
  await expect(panel.getByText('Dia dos Namorados', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Gerar pauta: Dia dos Namorados' }).click();

  await expect(page).toHaveURL(/\/captions\?date=/);
  await expect(page.getByLabel('Descrição da postagem')).toHaveValue(/Dia dos Namorados/);
  await expect(page.getByLabel('Data agendada (opcional)')).toHaveValue(day);
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();
  await expect(page.getByText('Legenda gerada com sucesso!')).toBeVisible({ timeout: 30_000 });
  const title = await newestTitle(page);

  await openLive(page, `/calendar?mes=${year}-06`);
  await expect(page.locator(`[data-day="${day}"]`).getByText(title, { exact: true })).toBeVisible();
});

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

  await openLive(page, `/calendar?mes=${month}&data=${day}`);
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
  await reloadLive(page);
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

/** The days of the current month's grid that the tests below need: a Friday in the middle of the month, the
 * Saturday after it, and the grid's last day (the bottom-right corner). */
function gridDays() {
  const month = todaySp().slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  let friday = 15;
  while (new Date(Date.UTC(year, monthNumber - 1, friday)).getUTCDay() !== 5) friday += 1;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, monthNumber, 0));
  const corner = new Date(last);
  corner.setUTCDate(last.getUTCDate() + (6 - last.getUTCDay()));
  return {
    month,
    friday: `${month}-${String(friday).padStart(2, '0')}`,
    saturday: `${month}-${String(friday + 1).padStart(2, '0')}`,
    corner: iso(corner),
  };
}

test('month grid at 1280 px: a mouse drag from "Sem data" lands on the day under the pointer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const { month, friday, saturday } = gridDays();
  await captionTitled(page, 'Post da bandeja para sexta', null);
  const title = 'Post da bandeja para sexta';

  await openLive(page, `/calendar?mes=${month}`);
  const tray = page.getByLabel('Bandeja');
  const handle = tray.getByRole('button', { name: `Mover ${title}` });
  await handle.scrollIntoViewIfNeeded();
  const target = page.locator(`[data-day="${friday}"]`);
  await expect(target).toBeVisible();

  // A real mouse: press on the handle, move a little to pick it up, then glide to the middle of the day
  // (the page scrolls up on the way, as a person's would).
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y - 10, { steps: 5 });
  await target.scrollIntoViewIfNeeded();
  const dest = (await target.boundingBox())!;
  await page.mouse.move(dest.x + dest.width / 2, dest.y + dest.height / 2, { steps: 20 });
  // The live region names the day under the pointer before the drop.
  await expect(
    page.getByText(new RegExp(`"${title}" está sobre sexta-feira, ${Number(friday.slice(8))} de `)),
  ).toBeAttached();
  await page.mouse.up();
  const [y, m, d] = [friday.slice(0, 4), friday.slice(5, 7), friday.slice(8)];
  await expect(page.getByText(`"${title}" agendado para ${d}/${m}/${y}`)).toBeVisible();

  await reloadLive(page);
  await expect(page.locator(`[data-day="${friday}"]`).getByText(title, { exact: true })).toBeVisible();
  await expect(page.locator(`[data-day="${saturday}"]`).getByText(title, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Bandeja').getByText(title, { exact: true })).toHaveCount(0);
});

test('month grid at 1280 px: distinct client names, series parts, "+N mais" on the cell, tooltips inside the window', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sorrisos' });
  const sorriso = await addClient(page, 'Clínica Sorriso');
  const vida = await addClient(page, 'Clínica Vida');
  const { month, friday, corner } = gridDays();
  const series1 = 'Rotina de clareamento em casa: semana 1';
  const series2 = 'Rotina de clareamento em casa: semana 2';
  await captionTitled(page, series1, friday, sorriso);
  await captionTitled(page, series2, friday, sorriso);
  await captionTitled(page, 'Check-up anual da família', friday, vida);
  await captionTitled(page, 'Dúvidas sobre aparelho', friday, vida);
  await captionTitled(page, 'Fio dental: o passo a passo completo para a rotina', corner, vida);

  await openLive(page, `/calendar?mes=${month}`);
  const cell = page.locator(`[data-day="${friday}"]`);
  const chip = (text: string) => cell.getByTestId('calendar-item').filter({ hasText: text });

  // Two clients named "Clínica …": each chip tells which one.
  await expect(chip('semana 1').getByText('C. Sorriso', { exact: true })).toBeVisible();
  await expect(chip('Check-up').getByText('Clínica Vida', { exact: true })).toBeVisible();
  // The items of a series lead with the part that tells them apart.
  await expect(chip('semana 1').getByTestId('series-part')).toHaveText('semana 1');
  await expect(chip('semana 2').getByTestId('series-part')).toHaveText('semana 2');
  // The whole title is still what is read, and what the tooltip shows.
  await chip('semana 2')
    .getByRole('button', { name: /^Legenda: semana 2 \(Rotina de clareamento em casa\)/ })
    .focus();
  await expect(page.getByRole('tooltip')).toContainText(`“${series2}”`);

  // "+1 mais" opens the hidden item on the cell itself, in view, with the focus in it.
  const more = cell.getByRole('button', { name: /^\+1 mais/ });
  await more.click();
  const popover = page.getByRole('dialog', { name: /sexta-feira, \d+ de / });
  await expect(popover).toBeInViewport();
  await expect(popover.getByRole('button', { name: 'Fechar' })).toBeFocused();
  await expect(popover.getByTestId('calendar-item')).toHaveCount(1);
  const cellBox = (await cell.boundingBox())!;
  const popBox = (await popover.boundingBox())!;
  // Anchored to the cell: it starts right under it and lines up with one of its edges (the right one for
  // a Friday, so that it opens towards the middle of the week and stays inside the window).
  expect(Math.abs(popBox.y - (cellBox.y + cellBox.height))).toBeLessThan(12);
  expect(Math.abs(popBox.x + popBox.width - (cellBox.x + cellBox.width))).toBeLessThan(2);
  expect(popBox.x + popBox.width).toBeLessThanOrEqual(1280);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(more).toBeFocused();
  // The keyboard opens it too, and the hidden item opens from it.
  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await popover
    .getByTestId('calendar-item')
    .getByRole('button', { name: /^Legenda: / })
    .click();
  await expect(page.getByRole('dialog', { name: /Dúvidas sobre aparelho|Check-up anual da família/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The grid's bottom-right chip: its tooltip flips and slides to stay inside the window.
  const cornerChip = page.locator(`[data-day="${corner}"]`).getByTestId('calendar-item');
  await cornerChip.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await cornerChip.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('Fio dental');
  await expect(tip).toBeInViewport({ ratio: 1 });
  const tipBox = (await tip.boundingBox())!;
  expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(1280);
  expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(900);
  expect(await seriousViolations(page)).toEqual([]);
});

test('phone agenda at 390 px: a busy day shows three items and the rest behind "Mostrar mais" @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the agenda is the phone layout');
  test.setTimeout(120_000);
  await signUpAndOnboard(page);
  const today = todaySp();
  const titles = ['Treino de pernas', 'Receita pós-treino', 'Alongamento', 'Dica de hidratação', 'Bastidores'];
  for (const title of titles) await captionTitled(page, title, today);

  await openLive(page, `/calendar?data=${today}`);
  const day = page.locator(`[data-day="${today}"]`);
  await expect(day.getByText('5 conteúdos', { exact: true })).toBeVisible();
  await expect(day.getByTestId('calendar-item')).toHaveCount(3);
  const more = day.getByRole('button', { name: 'Mostrar mais 2 conteúdos' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // Three items and the button take less than two screens (five full rows took more).
  expect((await day.boundingBox())!.height).toBeLessThan(844 * 1.5);
  expect(await seriousViolations(page)).toEqual([]);

  await more.click();
  await expect(day.getByTestId('calendar-item')).toHaveCount(5);
  await expect(day.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('month grid at 1280 px: a mouse drop from "Sem data" near the right edge of sexta 18/12 saves sexta', async ({
  page,
}) => {
  // This drop saved sábado 19/12: the dragged chip (as wide as the tray) reached the window's right edge, and
  // the page scrolled sideways under the still pointer. Dragging now scrolls only up and down.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const title = 'Post da bandeja para 18/12';
  await captionTitled(page, title, null);

  await openLive(page, '/calendar?mes=2026-12');
  const handle = page.getByLabel('Bandeja').getByRole('button', { name: `Mover ${title}` });
  await handle.scrollIntoViewIfNeeded();
  const friday = page.locator('[data-day="2026-12-18"]');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y - 10, { steps: 5 });
  await friday.scrollIntoViewIfNeeded();
  const dest = (await friday.boundingBox())!;
  // Inside sexta's cell, a few pixels from its right edge: still sexta, as the eye and the pointer say.
  await page.mouse.move(dest.x + dest.width - 8, dest.y + dest.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByText(`"${title}" agendado para 18/12/2026`)).toBeVisible();

  await reloadLive(page);
  await expect(page.locator('[data-day="2026-12-18"]').getByText(title, { exact: true })).toBeVisible();
  await expect(page.locator('[data-day="2026-12-19"]').getByText(title, { exact: true })).toHaveCount(0);
});
