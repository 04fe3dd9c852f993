import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { signInStatus } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESET_PAGE = '/auth/reset-password';

function requestReset(email: string) {
  return t.agent().json('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PAGE },
  });
}

describe('password reset ("Esqueci minha senha")', () => {
  it('answers the same whether or not the e-mail has an account, and mails only the owner', async () => {
    const user = await t.signUpVerified();
    const before = t.mailer.sent.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('ninguem-aqui@example.com');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.subject).toBe('Redefina sua senha do Pautei');
    expect(mail.text).toContain('válido por 1 hora');
    expect(mail.html).toContain('lang="pt-BR"');
  });

  it('the link lasts one hour, opens the reset page, sets the new password once and ends the other sessions', async () => {
    const user = await t.signUpVerified({ password: 'senha-antiga-123' });
    await requestReset(user.email);
    const link = new URL(t.mailer.lastLinkTo(user.email));

    const rows = await t.pautei.deps.db
      .select()
      .from(verification)
      .where(like(verification.identifier, 'reset-password:%'));
    const row = rows.at(-1)!;
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000);

    const open = await t.agent().request(link.pathname + link.search);
    expect(open.status).toBe(302);
    const landing = new URL(open.headers.get('location')!);
    expect(landing.pathname).toBe(RESET_PAGE);
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const other = t.agent();
    const reset = await other.json('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'senha-nova-456' },
    });
    expect(reset.status).toBe(200);

    // The session the user had before is gone at once; the old password no longer works, the new one does.
    expect((await user.json('/api/me')).status).toBe(401);
    expect(await signInStatus(t, user.email, 'senha-antiga-123')).toBe(401);
    expect(await signInStatus(t, user.email, 'senha-nova-456')).toBe(200);

    // The token works once.
    const again = await other.json('/api/auth/reset-password', {
      method: 'POST',
      body: { token, newPassword: 'outra-senha-789' },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('an unknown token lands on the reset page with an error', async () => {
    const res = await t.agent().request(`/api/auth/reset-password/nao-existe?callbackURL=${RESET_PAGE}`);
    expect(res.status).toBe(302);
    const landing = new URL(res.headers.get('location')!);
    expect(landing.pathname).toBe(RESET_PAGE);
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
  });
});
