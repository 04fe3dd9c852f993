import { expect, test } from '@playwright/test';
import { lastLinkTo, uniqueEmail } from './support';

test.describe('accounts and shell @phone', () => {
  test('landing → sign-up → e-mail link → sign-in → onboarding → dashboard shell', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('pautado em minutos');
    await expect(page.getByText('Perguntas frequentes')).toBeVisible();
    // The floating button appears once the hero's own sign-up button has scrolled away.
    await page.getByText('Perguntas frequentes').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: '3 Dias Grátis' })).toBeVisible();
    // The landing page is sent without the app (its links and questions work as they are): it ran no
    // script at all; the next page brings the app, and its toast host.
    expect(scripts).toEqual([]);
    await page.getByRole('link', { name: 'Teste grátis' }).first().click();
    await expect(page).toHaveURL(/\/auth\/signup/);
    await expect.poll(() => scripts.some((s) => /\/themed-toaster-/.test(s))).toBe(true);

    // validations
    await page.getByRole('button', { name: /Criar conta/ }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    await expect(page.getByText('Digite um email válido')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();

    const email = uniqueEmail('fluxo');
    await page.getByLabel('Nome').fill('Marina Teste');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
    await page.getByLabel('Confirmar senha').fill('outra-senha-123');
    await page.getByRole('button', { name: /Criar conta/ }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await page.getByLabel('Confirmar senha').fill('senha-segura-123');
    await page.getByRole('button', { name: /Criar conta/ }).click();

    // check-e-mail screen
    await expect(page).toHaveURL(/\/auth\/check-email/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Reenviar email em \d+s/ })).toBeDisabled();

    // unverified sign-in refused
    await page.getByRole('button', { name: 'Continuar para o login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Confirme seu email antes de entrar')).toBeVisible();

    // the link from the e-mail lands on /auth/confirm
    await page.goto(await lastLinkTo(email));
    await expect(page).toHaveURL(/\/auth\/confirm/);
    await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Fazer login' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-segura-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();

    // onboarding
    await expect(page.getByText('Passo 1 de 1')).toBeVisible();
    await page.getByLabel('Nome').fill('');
    await page.getByRole('button', { name: 'Começar a usar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nome é obrigatório' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione seu nicho' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Descreva sua rotina diária' })).toBeVisible();
    await page.getByLabel('Nome').fill('Marina Teste');
    await page.getByLabel('Nicho').selectOption('outros');
    await page.getByRole('button', { name: 'Começar a usar' }).click();
    await expect(page.getByText('Por favor, especifique seu nicho personalizado')).toBeVisible();
    await page.getByLabel('Qual é o seu nicho?').fill('Pet shop');
    await page
      .getByLabel('Descreva sua rotina diária')
      .fill('Abro a loja às 8h, atendo banho e tosa e gravo stories à tarde.');
    await page.getByRole('button', { name: 'Começar a usar' }).click();
    await expect(page.getByText('Perfil configurado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { name: /Olá, Marina Teste/ })).toBeVisible();

    // the shell: sidebar (or the phone menu) lists every page; no agency item for a creator
    const isPhone = (page.viewportSize()?.width ?? 1200) < 1024;
    if (isPhone) await page.getByRole('button', { name: 'Abrir menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' }).last();
    for (const label of [
      'Dashboard',
      'Roteiros do Dia',
      'Stories',
      'Legendas',
      'Carrosséis',
      'Reels',
      'Anúncios + Copy',
      'Histórico',
      'Desempenho',
      'Perfil',
      'Assinatura',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Gerenciar Clientes' })).toHaveCount(0);

    // theme choice survives a reload
    await page.getByRole('button', { name: 'Tema escuro' }).last().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('isDark'))).toBe('true');

    // unknown path shows the dashboard
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: /Olá, Marina Teste/ })).toBeVisible();

    // sign-out clears the kept keys
    await page.evaluate(() => {
      localStorage.setItem('selected_plan', 'agency');
      localStorage.setItem('client_count', '2');
      localStorage.setItem('signup_email', 'x@example.com');
    });
    if (isPhone) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).last().click();
    await expect(page).toHaveURL(/\/$/);
    const kept = await page.evaluate(() =>
      ['selected_plan', 'client_count', 'signup_email'].map((k) => localStorage.getItem(k)),
    );
    expect(kept).toEqual([null, null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/signin/);
  });

  test('a normal user on an admin path sees Acesso Negado', async ({ page }) => {
    const { signUpAndOnboard } = await import('./support');
    await signUpAndOnboard(page);
    await page.goto('/admin');
    await expect(
      page.getByText('Acesso Negado - Você não tem permissão para acessar o painel administrativo.'),
    ).toBeVisible();
    const res = await page.request.get('/api/admin/dashboard');
    expect(res.status()).toBe(403);
  });
});
