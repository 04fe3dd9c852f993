/**
 * What a person touches outside the generators themselves: recovering and changing a password, the
 * first run, the spec's texts, no dead ends, and keyboard use.
 */
import { expect, test, type Page } from '@playwright/test';
import { lastLinkTo, signUpAndOnboard } from './support';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

test.describe('accounts can be recovered and changed @phone', () => {
  test('"Esqueci minha senha": same answer, e-mailed link, new password, then sign-in', async ({ page }) => {
    const user = await signUpAndOnboard(page);
    await page.context().clearCookies();

    await page.goto('/auth/signin');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    // The address changes before the page's code has arrived; until then the sign-in form (with its own
    // Email field) is still the one on screen.
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await page.getByLabel('Email').fill('ninguem-aqui@example.com');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').first()).toContainText('Se existir uma conta com ninguem-aqui@example.com');

    await page.getByRole('button', { name: 'Enviar outro link' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('status').first()).toContainText(`Se existir uma conta com ${user.email}`);
    await expect(page.getByRole('status').first()).toContainText('O link vale por 1 hora');

    await page.goto(await lastLinkTo(user.email, 'reset-password'));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    const fresh = page.getByLabel('Nova senha', { exact: true });
    await fresh.fill('senha-nova-456');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('outra-coisa-456');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    // Show/hide.
    await expect(fresh).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar nova senha' }).click();
    await expect(fresh).toHaveAttribute('type', 'text');

    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('senha-nova-456');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha redefinida! Entre com a nova senha.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-nova-456');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  });

  test('a used or unknown reset link says so and offers a new one', async ({ page }) => {
    await page.goto('/auth/reset-password?error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
    await page.getByRole('link', { name: 'Pedir novo link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });

  test('a creator changes the password in Perfil, with the spec messages', async ({ page }) => {
    const user = await signUpAndOnboard(page);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Alterar senha' });
    const submit = form.getByRole('button', { name: 'Alterar Senha' });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Preencha a senha atual e a nova senha');
    await form.getByLabel('Senha atual', { exact: true }).fill(user.password);
    await form.getByLabel('Nova senha', { exact: true }).fill('senha-trocada-789');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('senha-diferente-789');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Nova senha e confirmação não coincidem');
    await form.getByLabel('Nova senha', { exact: true }).fill('curta');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('curta');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Nova senha deve ter pelo menos 8 caracteres');
    await form.getByLabel('Senha atual', { exact: true }).fill('senha-errada-000');
    await form.getByLabel('Nova senha', { exact: true }).fill('senha-trocada-789');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('senha-trocada-789');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Senha atual incorreta');
    await form.getByLabel('Senha atual', { exact: true }).fill(user.password);
    await submit.click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();

    await page.context().clearCookies();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: 'senha-trocada-789' },
    });
    expect(signIn.status()).toBe(200);
  });
});

test.describe('the first run leads @phone', () => {
  test('a creator: one primary action opens the scripts form with the routine; focus follows Gerar', async ({
    page,
  }) => {
    const routine = 'Acordo às 5h, corro no parque e atendo clientes de nutrição à tarde.';
    await signUpAndOnboard(page, { routine });
    const start = page.getByRole('link', { name: 'Gerar meu primeiro Roteiro do Dia' });
    await expect(start).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver planos' })).toBeVisible();
    if (isPhone(page)) await expect(page.getByText(/menu lateral/)).toBeHidden();
    else await expect(page.getByText(/menu lateral/)).toBeVisible();

    await start.click();
    await expect(page).toHaveURL(/\/scripts\?routine=/);
    await expect(page.getByLabel('Sua rotina do dia')).toHaveValue(routine);

    await page.getByRole('button', { name: 'Gerar Roteiro' }).click();
    const output = page.getByTestId('generation-output');
    await expect(output.getByText('Roteiro gerado', { exact: true })).toBeFocused();
    await expect(output.locator('[aria-live="polite"]')).toHaveCount(1);
    await expect(page.getByText('Roteiro gerado com sucesso!')).toBeVisible({ timeout: 45_000 });

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gerar meu primeiro Roteiro do Dia' })).toHaveCount(0);
  });

  test('an agency: "Cadastre seu primeiro cliente"', async ({ page }) => {
    await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Primeira' });
    await page.getByRole('link', { name: 'Cadastre seu primeiro cliente' }).click();
    await expect(page).toHaveURL(/\/client-management$/);
    await expect(page.getByRole('heading', { name: 'Gerenciar Clientes', level: 1 })).toBeVisible();
  });
});

test.describe("the spec's texts", () => {
  test('a failed generation: the kind title with the token explanation; menu label; the gate text', async ({
    page,
  }) => {
    await signUpAndOnboard(page);
    await page.route('**/api/generate/caption', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: 'event: error\ndata: {"error":{"code":"AI_EMPTY_RESPONSE"}}\n\n',
      }),
    );
    await page.goto('/captions');
    await page.getByLabel('Descrição da postagem').fill('Foto do treino de pernas');
    await page.getByRole('button', { name: 'Gerar Legenda' }).click();
    await expect(page.getByText('Falha na geração da legenda')).toBeVisible();
    await expect(page.getByText('Resposta vazia da IA. Seu token foi devolvido; tente novamente.')).toBeVisible();

    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Desempenho' }),
    ).toBeVisible();

    // While the first answer about the account is on its way, a gated page says what it is checking.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/history');
    await expect(page.getByText('Verificando assinatura...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Histórico', level: 1 })).toBeVisible();
  });
});

test.describe('no dead ends @phone', () => {
  test('a creator on /client-management sees what the agency plan gives and how to get it', async ({ page }) => {
    await signUpAndOnboard(page);
    await page.goto('/client-management');
    await expect(page.getByRole('heading', { name: 'Clientes fazem parte do Plano Agência' })).toBeVisible();
    await expect(page.getByText('Até 5 clientes')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar Novamente' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Conhecer o Plano Agência' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('the floating "3 Dias Grátis" stays away while the hero button shows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Começar teste grátis de 3 dias' })).toBeVisible();
    await expect(page.getByTestId('floating-trial')).toBeHidden();
    await page.getByRole('heading', { name: 'Perguntas frequentes' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('floating-trial')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('floating-trial')).toBeHidden();
  });

  test('the landing page works without the app: a plan opens sign-up in it, a question opens, prices are the day’s', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    // The prices the server read for this visit, in the cards and in the answers.
    await expect(page.getByText('R$ 397,00').first()).toBeVisible();
    await page.getByText('Como funciona o plano para agências?').click();
    await expect(page.getByText('R$ 397,00 por mês e permite', { exact: false })).toBeVisible();
    // None of the app's scripts ran here: the page needs none.
    expect(scripts).toEqual([]);
    await page.getByRole('link', { name: 'Começar teste grátis — Agência' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?plan=agency$/);
    await expect(page.getByRole('radio', { name: 'Agência' })).toBeChecked();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('robots.txt and an installable web app manifest', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    for (const rule of ['Disallow: /api/', 'Disallow: /r/', 'Disallow: /dashboard', 'Disallow: /admin'])
      expect(text).toContain(rule);

    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ lang: 'pt-BR', display: 'standalone', theme_color: '#7c3aed' });
    const purposes = manifest.icons.map((i: { purpose: string }) => i.purpose);
    expect(purposes).toContain('maskable');
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7c3aed');
  });
});

test.describe('keyboard and screen readers @phone', () => {
  test('skip link, phone menu that keeps focus and closes with Escape, stars as an image', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Avaliação: 5 de 5 estrelas' })).toHaveCount(3);

    await signUpAndOnboard(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Configurações do Perfil' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    if (!isPhone(page)) return;
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Opening it puts the focus inside, on its first control.
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
