import { test } from '@playwright/test';
import { signUpAndOnboard } from './gen-tmp-support';
test('shots @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndOnboard(page);
  await Promise.all([
    page.request.post('/api/generate/daily_script', { data: { routine: 'Treino e atendimento' }, timeout: 60_000 }),
    page.request.post('/api/generate/ad_copy', { data: { product: 'Consultoria de treino' }, timeout: 60_000 }),
    page.request.post('/api/generate/reel_idea', { data: { description: 'Erros comuns' }, timeout: 60_000 }),
  ]);
  for (const p of ['/scripts', '/ads', '/reels', '/history']) {
    await page.goto(p);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${test.info().project.name}${p.replace('/', '-')}.png`, fullPage: true });
  }
});
