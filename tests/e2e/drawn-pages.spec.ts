import { expect, test } from '@playwright/test';
import { collectReactErrors, generateCaption, newestItem, openLive, signUpAndOnboard } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('the dashboard and the calendar arrive drawn with the person’s data, and the app attaches to them', async ({
  page,
}) => {
  await signUpAndOnboard(page, { name: 'Bia Desenhada' });
  const errors = collectReactErrors(page);
  // What the page asks the API for: the answers it was drawn with come in the page, and attaching the app
  // does not ask for them again (app/drawn-answers.ts).
  const asked: string[] = [];
  let drawnPageOpen = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) drawnPageOpen = new URL(frame.url()).pathname === '/dashboard';
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (drawnPageOpen && pathname.startsWith('/api/')) asked.push(pathname);
  });

  const dashboard = await openLive(page, '/dashboard');
  const html = (await dashboard?.text()) ?? '';
  // The HTML itself holds the page: the greeting with the person's name, the token balance, no loading text.
  expect(html).toContain('<div id="root" data-prerendered inert>');
  expect(html).toMatch(/Olá, Bia/);
  expect(html).not.toContain('Carregando...');
  expect(dashboard?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: /Olá, Bia/ })).toBeVisible();
  // The app attached: the menu works without reloading the page.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('link', { name: 'Calendário', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Calendário', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();

  const calendar = await openLive(page, '/calendar');
  expect(await calendar?.text()).toContain('data-prerendered');
  await expect(page.getByRole('heading', { name: 'Calendário' })).toBeVisible();
  const week = page.getByRole('heading', { name: /^Semana de/ });
  const before = await week.textContent();
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await expect(week).not.toHaveText(before ?? '');

  // The posting kit of a caption: drawn with its title and caption, and its buttons work once attached.
  await generateCaption(page, 'Aula experimental de pilates', null);
  const item = await newestItem(page);
  const kit = await openLive(page, `/postar/${item.id}`);
  const kitHtml = (await kit?.text()) ?? '';
  expect(kitHtml).toContain('data-prerendered');
  expect(kitHtml).toContain('data-testid="posting-caption"');
  await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Copiar legenda' }).click();
  await expect(page.getByText(/Legenda copiada|Não foi possível copiar/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page drawn for another workspace than the browser chose stays hidden and the app draws the chosen one', async ({
  page,
}) => {
  await signUpAndOnboard(page, { name: 'Caio Equipe' });
  const errors = collectReactErrors(page);
  // A workspace chosen in this browser before the server could know it (no cookie yet): the server draws the
  // person's own account, the page's head script sees the difference and hides it. The choice is put in
  // before the page's own scripts run: the app of the page before would forget it as soon as its /api/me
  // answered (workspace-switcher.tsx), and on a slow machine that answer can come after the test's write.
  await page.context().clearCookies({ name: 'pautei_workspace' });
  // The page's cookies as the HTML has been parsed, before any of the app's scripts has run: once the app has
  // read /api/me it forgets a workspace the person is not in, cookie included.
  await page.addInitScript(() => {
    localStorage.setItem('pautei_workspace', 'outra-equipe');
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { parsedCookies?: string }).parsedCookies = document.cookie;
    });
  });
  const response = await page.goto('/dashboard');
  expect(await response?.text()).toContain('data-prerendered');
  // The head script mirrors the choice into the cookie, for the next page the server draws.
  const parsedCookies = await page.evaluate(() => (window as { parsedCookies?: string }).parsedCookies ?? '');
  expect(parsedCookies.split('; ')).toContain('pautei_workspace=outra-equipe');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { name: /Olá, Caio/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a computer screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the calendar arrives drawn as the month grid, and the app attaches to that same grid', async ({ page }) => {
    await signUpAndOnboard(page, { name: 'Duda Tela Larga' });
    // The head script of every page so far has told the server the screen is wide.
    expect((await page.context().cookies()).find((c) => c.name === 'pautei_wide')?.value).toBe('1');
    const errors = collectReactErrors(page);
    // The grid the server drew, taken when the HTML is parsed and before any of the app's scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { drawnGrid?: Element | null }).drawnGrid = document.querySelector('[role="grid"]');
      });
    });

    const calendar = await openLive(page, '/calendar');
    const html = (await calendar?.text()) ?? '';
    expect(html).toContain('<div id="root" data-prerendered inert>');
    expect(html).toContain('aria-label="Calendário do mês"');
    expect(html).not.toMatch(/Semana de/);
    // The app took the server's grid as it was: the same element, never swapped for another layout.
    const sameGrid = await page.evaluate(() => {
      const drawn = (window as { drawnGrid?: Element | null }).drawnGrid;
      return !!drawn && drawn.isConnected && drawn === document.querySelector('[role="grid"]');
    });
    expect(sameGrid).toBe(true);
    await expect(page.getByRole('heading', { name: /Semana de/ })).toHaveCount(0);
    const month = page.getByRole('grid', { name: 'Calendário do mês' });
    const before = await month.textContent();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(month).not.toHaveText(before ?? '');
    expect(errors).toEqual([]);
  });

  test('a screen narrowed since it was last seen wide is drawn wide once, then laid out as a phone', async ({
    page,
  }) => {
    await signUpAndOnboard(page, { name: 'Eva Girou' });
    const errors = collectReactErrors(page);
    // The phone turned (or the window narrowed) after the last page: the cookie still says wide.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: 'pautei_wide', value: '1', url: page.url() }]);
    const calendar = await openLive(page, '/calendar');
    expect(await calendar?.text()).toContain('aria-label="Calendário do mês"');
    await expect(page.getByRole('heading', { name: /^Semana de/ })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Calendário do mês' })).toHaveCount(0);
    // And the head script has set it right for the next one (in the cookie store a moment after it wrote it).
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'pautei_wide')?.value)
      .toBe('0');
    expect(errors).toEqual([]);
  });
});
