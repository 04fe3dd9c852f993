/** Helpers for browser tests: read the outbox, sign up a verified user, create an admin. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const dataDir = () => process.env.E2E_DATA_DIR!;
let seq = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}-${Date.now()}-${seq}@example.com`;
}

/** The last link e-mailed to `to` (the .eml files of DATA_DIR/outbox). */
export async function lastLinkTo(to: string): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  for (let i = 0; i < 50; i++) {
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((f) => f.includes(to.replace(/[^a-zA-Z0-9@._-]/g, '_')))
        .sort();
    } catch {
      files = [];
    }
    if (files.length) {
      const eml = readFileSync(path.join(dir, files.at(-1) ?? ''), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link =
        eml.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0] ?? eml.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum email para ${to}`);
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/** Signs up through the API, confirms the e-mail, signs in in the page, and finishes onboarding. */
export async function signUpAndOnboard(
  page: Page,
  opts: { plan?: 'creator' | 'agency'; name?: string; niche?: string; routine?: string } = {},
): Promise<NewUser> {
  const user = {
    name: opts.name ?? 'Criadora Teste',
    email: uniqueEmail(opts.plan ?? 'creator'),
    password: 'senha-segura-123',
  };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { ...user, selectedPlan: opts.plan ?? 'creator', callbackURL: '/auth/confirm' },
  });
  expect(res.ok()).toBeTruthy();
  const link = await lastLinkTo(user.email);
  await page.goto(link);
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Passo 1 de 1')).toBeVisible();
  await page.getByLabel('Nome').fill(user.name);
  await page.getByLabel('Nicho').selectOption(opts.niche ?? 'fitness');
  await page
    .getByLabel('Descreva sua rotina diária')
    .fill(opts.routine ?? 'Acordo às 6h, treino e gravo conteúdo à tarde.');
  await page.getByRole('button', { name: 'Começar a usar' }).click();
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  return user;
}

/** The admin made by tests/e2e/serve.ts before the server starts. */
export const E2E_ADMIN = { email: 'admin@pautei.test', password: 'admin-senha-123' };
