import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import AuthPage from './auth-page';
import CheckEmailPage from './check-email-page';
import ConfirmPage from './confirm-page';
import InvitationPage from './invitation-page';

const TOKEN = 'abcDEF123_-convite';
const EMAIL = 'edu@example.com';

/** The auth screens and the invitation page, as the router has them. */
const screens = (
  <Routes>
    <Route path="/auth/signin" element={<AuthPage mode="signin" />} />
    <Route path="/auth/signup" element={<AuthPage mode="signup" />} />
    <Route path="/auth/check-email" element={<CheckEmailPage />} />
    <Route path="/auth/confirm" element={<ConfirmPage />} />
    <Route path="/convite/:token" element={<InvitationPage />} />
  </Routes>
);

// Module-wide: better-auth's client keeps the fetch of the test that first loaded it, so the sign-in it
// sends may reach an earlier test's stub; the state they share lives here.
let signedIn = false;

/** Nobody signed in until the sign-in call; the invitation open (or answering `invitationError`). */
function serve(invitationError?: { status: number; code: string }) {
  signedIn = false;
  const account = { id: 'u9', email: EMAIL, name: 'Edu Editor', role: 'user' };
  return stubApi({
    '/api/me': handle(() =>
      signedIn
        ? reply(200, { user: account, needsOnboarding: false, workspace: { id: 'u9', own: true }, workspaces: [] })
        : reply(401, { error: { code: 'UNAUTHORIZED' } }),
    ),
    'POST /api/auth/sign-in/email': handle(() => {
      signedIn = true;
      return reply(200, { token: 'sessao', user: account });
    }),
    [`/api/invitations/${TOKEN}`]: handle(() =>
      invitationError
        ? reply(invitationError.status, { error: { code: invitationError.code } })
        : reply(200, {
            invitation: {
              teamName: 'Agência Sol',
              email: EMAIL,
              role: 'editor',
              expiresAt: '2026-11-27T12:00:00.000Z',
            },
          }),
    ),
    'POST /api/auth/sign-up/email': { token: null, user: { id: 'u9', email: EMAIL, name: 'Edu' } },
  });
}

describe('the sign-up reached from an invitation', () => {
  it('keeps the invited e-mail, offers no plan nor trial, and its confirmation link leads back', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderWithProviders(screens, { route: `/convite/${TOKEN}` });
    await user.click(await screen.findByRole('link', { name: 'Criar conta' }));

    expect(await screen.findByRole('heading', { name: 'Crie sua conta' })).toBeInTheDocument();
    expect(screen.getByText('Você vai entrar na equipe Agência Sol como Editor.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    expect(email).toHaveAccessibleDescription('O convite vale só para este e-mail.');
    expect(screen.queryByRole('group', { name: 'Plano escolhido' })).toBeNull();
    expect(screen.queryByText(/grátis/)).toBeNull();

    await user.type(screen.getByLabelText('Nome'), 'Edu Editor');
    await user.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await user.type(screen.getByLabelText('Confirmar senha'), 'senha-segura-123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByRole('heading', { name: 'Verifique seu email' })).toBeInTheDocument();
    const signUp = api.calls.find((c) => c.path === '/api/auth/sign-up/email');
    expect(signUp?.body).toMatchObject({ email: EMAIL, callbackURL: `/auth/confirm?convite=${TOKEN}` });
  });

  it('the plain sign-up stays as it was: plan choice and the 3-day trial', async () => {
    serve();
    renderWithProviders(screens, { route: '/auth/signup' });
    expect(await screen.findByRole('heading', { name: 'Crie sua conta grátis' })).toBeInTheDocument();
    expect(screen.getByText('Comece seu teste grátis de 3 dias.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Plano escolhido' })).toBeInTheDocument();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Criar conta e começar o teste grátis' })).toBeInTheDocument();
  });

  it('an invitation no longer open sends the sign-up to its page, which says why', async () => {
    serve({ status: 410, code: 'INVITATION_REVOKED' });
    renderWithProviders(screens, { route: '/auth/signup', state: { invitation: TOKEN } });
    expect(await screen.findByRole('heading', { name: 'Convite indisponível' })).toBeInTheDocument();
    expect(screen.getByText('Este convite foi cancelado pelo Dono da equipe.')).toBeInTheDocument();
  });

  it('the confirmation link returns to the invitation, which says so, promises no trial and leads to accepting', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(screens, { route: `/auth/confirm?convite=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Email confirmado!' })).toBeInTheDocument();
    expect(screen.getByText(`Sua conta está ativa. Entre com ${EMAIL} para aceitar o convite.`)).toBeInTheDocument();
    expect(screen.getByText(/Agência Sol convidou você para a equipe como Editor/)).toBeInTheDocument();
    expect(screen.queryByText(/grátis/)).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Senha'), 'senha-segura-123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Aceitar e entrar na equipe' })).toBeInTheDocument();
  });
});
