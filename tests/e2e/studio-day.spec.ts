/**
 * The calendar and the studio on the day: a month that can be read (three items on one day, whole
 * titles on hover, lower-case pt-BR month) with no serious axe violation in light and dark at 1280 and
 * 390 px; an agency's client niche dates without filtering; a freshly generated story with every action
 * at once, whose teleprompter passes the words at the speed it says; a paid caption that loses its
 * label in an edit and is warned about it.
 */
import { expect, test, type Page } from '@playwright/test';
import { monthTitle } from '@shared/calendar';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { openLive, seriousViolations, signUpAndOnboard } from './support';

/** Calls the API from inside the page (same origin, the session cookie), answering the JSON body. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, text } = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  expect(status, text.slice(0, 300)).toBeLessThan(300);
  return JSON.parse(text) as T;
}

type Saved = { item: { id: string; title: string; content: string } };

const THREE_TITLES = [
  'Promoção de Natal: kit presente com laço',
  'Bastidores da loja na semana do Natal',
  'Receita de biscoito amanteigado de Natal',
];

async function theme(page: Page, dark: boolean) {
  await page.evaluate((d) => localStorage.setItem('isDark', JSON.stringify(d)), dark);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
}

test('the month reads at 1280 px and /calendar has no serious axe violation in light and dark @phone', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  if (!phone) await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  const today = localDayOf(new Date());
  const day = toIsoDay({ ...today, day: 15 });
  for (const description of THREE_TITLES) {
    await callApi(page, 'POST', '/api/generate/caption', { description, scheduledDate: day });
  }

  await openLive(page, `/calendar?mes=${day.slice(0, 7)}&data=${day}`);
  const cell = page.locator(`[data-day="${day}"]`).first();
  if (!phone) {
    // The month as Brazilians write it, in lower case (no CSS capitalisation).
    const heading = page.getByRole('heading', { name: monthTitle(today.year, today.month), exact: true });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
    // Three items on one day: each shows enough of its title to tell them apart.
    const chips = cell.getByTestId('calendar-item');
    await expect(chips).toHaveCount(3);
    // Each title gets two lines and at least 12 characters a line (the old chip showed about 7).
    const shown = await chips.evaluateAll((els) =>
      els.map((el) => {
        const title = el.querySelector<HTMLElement>('.line-clamp-2')!;
        const range = document.createRange();
        range.selectNodeContents(title);
        const lines = [...range.getClientRects()].length;
        return { text: title.textContent ?? '', width: title.clientWidth, height: title.clientHeight, lines };
      }),
    );
    expect(new Set(shown.map((s) => s.text))).toEqual(new Set(THREE_TITLES));
    for (const s of shown) {
      expect(s.lines, s.text).toBeGreaterThanOrEqual(2);
      expect(s.width, s.text).toBeGreaterThanOrEqual(12 * 6);
    }
    // Hover and keyboard focus show the whole title.
    const first = chips.first();
    await first.hover();
    await expect(first.getByRole('tooltip')).toBeVisible();
    await expect(first.getByRole('tooltip')).toContainText(/pendente/);
  } else {
    await expect(cell.getByText(THREE_TITLES[0]!, { exact: true })).toBeVisible();
  }

  for (const dark of [false, true]) {
    await theme(page, dark);
    expect(await seriousViolations(page), `${dark ? 'dark' : 'light'} theme`).toEqual([]);
  }
});

test('an agency sees a pet-shop client’s date on the month of all clients, labelled with the client', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Bicho' });
  await callApi(page, 'POST', '/api/clients', { name: 'Pet Feliz', niche: 'outros', customNiche: 'Pet shop' });
  await callApi(page, 'POST', '/api/clients', { name: 'Academia Forte', niche: 'fitness' });
  await openLive(page, '/calendar?mes=2026-10');
  await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue('');
  const animals = page.locator('[data-day="2026-10-04"]');
  await expect(animals.getByText('Dia Mundial dos Animais')).toBeVisible();
  await expect(animals.getByText('Pet Feliz', { exact: true })).toBeVisible();
});

test('a new story has every action at once, and its teleprompter passes 130 words a minute', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page);
  await page.goto('/stories');
  await page.getByLabel('Descrição do story').fill('Bastidores do treino de hoje');
  await page.getByRole('button', { name: 'Gerar Story' }).click();
  await expect(page.getByText('Story gerado com sucesso!')).toBeVisible({ timeout: 45_000 });
  const fresh = page.getByTestId('generation-output').getByTestId('content-item');
  for (const name of ['Teleprompter', 'Versões', 'Copiar', 'Editar']) {
    await expect(fresh.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(fresh.getByRole('switch', { name: 'É publicidade?' })).toBeVisible();

  // A long script (150 words), so the ten seconds measured are all inside the text.
  const words = Array.from({ length: 150 }, (_, i) => `palavra${i + 1}`).join(' ');
  await fresh.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByLabel('Editar conteúdo').fill(words);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Story atualizado com sucesso!')).toBeVisible();

  await fresh.getByRole('button', { name: 'Teleprompter' }).click();
  await expect(page.getByTestId('teleprompter-wpm')).toHaveText('130 pal./min');
  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(1000);
  // Measured on screen: how far the words moved past the reading line in ten seconds, on a page kept busy
  // 150 ms out of every 200 (as a phone busy with something else), so that it draws a frame only now and
  // then: the pace must hold however few frames there are.
  const m = await page.evaluate(async () => {
    const p = document.querySelector<HTMLElement>('[data-testid="teleprompter-text"] [data-words]')!;
    const r0 = p.getBoundingClientRect();
    const t0 = performance.now();
    const busy = setInterval(() => {
      const from = performance.now();
      while (performance.now() - from < 150);
    }, 200);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    clearInterval(busy);
    const r1 = p.getBoundingClientRect();
    return { words: Number(p.dataset.words), height: r0.height, moved: r0.top - r1.top, ms: performance.now() - t0 };
  });
  expect(m.words).toBe(150);
  const wpm = ((m.moved / m.height) * m.words) / (m.ms / 60_000);
  // Printed so the run's log carries the measured figure, not only a pass.
  console.log(`teleprompter at 130 pal./min: measured ${wpm.toFixed(1)} words/min over ${(m.ms / 1000).toFixed(1)} s`);
  expect(wpm).toBeGreaterThan(130 * 0.95);
  expect(wpm).toBeLessThan(130 * 1.05);
});

test('a paid caption that loses its label in an edit shows the warning', async ({ page }) => {
  await signUpAndOnboard(page);
  const { item } = await callApi<Saved>(page, 'POST', '/api/generate/caption', {
    description: 'Hidratante novo da marca parceira',
    isAd: true,
  });
  expect(item.content.startsWith('Publicidade #publi')).toBe(true);
  await page.goto('/captions');
  const card = page.getByRole('list', { name: 'Legendas recentes' }).getByTestId('content-item').first();
  await expect(card.getByRole('switch', { name: 'É publicidade?' })).toBeChecked();
  await card.getByRole('button', { name: 'Editar', exact: true }).click();
  const editor = page.getByLabel('Editar conteúdo');
  await editor.fill('Amei esse hidratante, super leve. Seção do anúncio de hoje.');
  await expect(page.getByTestId('claims-warnings')).toContainText('Conteúdo pago sem identificação');
  // Putting the label back at the start clears the warning.
  await editor.fill('Publicidade #publi\nAmei esse hidratante, super leve.');
  await expect(page.getByTestId('claims-warnings')).toHaveCount(0);
});
