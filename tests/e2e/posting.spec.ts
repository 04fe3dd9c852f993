/**
 * "Hora de postar" on a phone (390 px): schedule an approved item from its posting kit, find it under
 * "Hoje para postar", copy its caption, share it (the page's navigator.share is stubbed and records what
 * it receives), mark it as published, and see the calendar and the dashboard follow. Axe finds no
 * serious or critical violation on the kit, in light and dark. The profile offers "Avisar no celular na
 * hora de postar" and the service worker is served (a headless browser has no push service to subscribe to:
 * subscribing is covered by the component test and the server's push by the integration test).
 */
import { expect, test, type Page } from '@playwright/test';
import { formatLocalDateTime } from '@shared/local-date-time';
import { generateCaption, newestItem, openLive, seriousViolations, signUpAndOnboard } from './support';

declare global {
  interface Window {
    __shared?: ShareData[];
    __copied?: string[];
  }
}

async function stubShareAndClipboard(page: Page) {
  await page.addInitScript(() => {
    window.__shared = [];
    window.__copied = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.__shared!.push({ title: data.title, text: data.text });
      },
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          window.__copied!.push(text);
        },
      },
    });
  });
}

test('schedule, copy, share and mark as published from the phone @phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await stubShareAndClipboard(page);
  await signUpAndOnboard(page);
  await generateCaption(page, 'Promoção de café da manhã', null);
  const item = await newestItem(page);

  await page.goto(`/postar/${item.id}`);
  await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Five minutes from now, in São Paulo.
  const when = formatLocalDateTime(new Date(Date.now() + 5 * 60_000));
  await page.getByLabel('Data e hora de postar').fill(when);
  await page.getByRole('button', { name: 'Agendar postagem' }).click();
  await expect(page.getByText('Postagem agendada.')).toBeVisible();
  await expect(page.getByTestId('publication-badge')).toContainText(`Agendado · ${when.slice(11)}`);

  // The dashboard lists it for today and leads back to the kit.
  await page.goto('/dashboard');
  const today = page.getByTestId('today-to-post');
  await expect(today.getByText(item.title)).toBeVisible();
  await today.getByRole('link', { name: new RegExp(item.title) }).click();
  await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();

  const caption = (await page.getByTestId('posting-caption').textContent())!;
  expect(caption.length).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Copiar legenda' }).click();
  await expect(page.getByText('Legenda copiada.')).toBeVisible();
  expect(await page.evaluate(() => window.__copied)).toEqual([caption]);

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect.poll(() => page.evaluate(() => window.__shared)).toEqual([{ title: item.title, text: caption }]);

  await page.getByLabel('Onde foi publicado?').selectOption('instagram_reels');
  await page.getByLabel('Link da publicação (opcional)').fill('https://www.instagram.com/reel/abc123/');
  await page.getByRole('button', { name: 'Marcar como publicado' }).click();
  await expect(page.getByText('Marcado como publicado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Publicado', level: 2 })).toBeVisible();
  await expect(page.getByText('https://www.instagram.com/reel/abc123/', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Dark theme: the same kit, no serious violation either.
  await page.evaluate(() => localStorage.setItem('isDark', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('isDark', 'false'));

  // The calendar shows it as published; the dashboard no longer lists it to post.
  await openLive(page, '/calendar');
  await expect(page.getByTestId('publication-badge').filter({ hasText: 'Publicado' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await expect(page.getByTestId('today-to-post')).toHaveCount(0);
  // Analytics counts it among this month's published items.
  await page.goto('/analytics');
  const published = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Publicados' }) });
  await expect(published.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
});

test('the profile offers the reminder on this phone, and the service worker that shows it is served @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Avisar no celular na hora de postar' });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Receba uma notificação neste aparelho quando chegar a hora de postar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const worker = await page.request.get('/push-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(await worker.text()).toContain("addEventListener('notificationclick'");
});
