import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubApi } from '@tests/support/render';
import InvitationPage from './invitation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'abcDEF123_-cheio';
const EMAIL = 'bia@example.com';

function serve(seatsFull: boolean) {
  return stubApi({
    '/api/me': {
      user: { id: 'u9', email: EMAIL, name: 'Bia', role: 'user' },
      needsOnboarding: false,
      workspace: { id: 'u9', own: true },
      workspaces: [],
    },
    [`/api/invitations/${TOKEN}`]: {
      invitation: {
        teamName: 'Agência Alfa',
        email: EMAIL,
        role: 'editor',
        expiresAt: '2026-12-04T12:00:00.000Z',
        seatsFull,
      },
    },
  });
}

const page = (
  <Routes>
    <Route path="/convite/:token" element={<InvitationPage />} />
  </Routes>
);

describe('the invitation to a full team', () => {
  it('tells the invitee to wait, in words for them, and the button waits too', async () => {
    serve(true);
    renderWithProviders(page, { route: `/convite/${TOKEN}` });
    const button = (await screen.findByRole('button', { name: 'Aguardando vaga' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/A equipe Agência Alfa está com todas as vagas ocupadas/)).toBeTruthy();
    expect(screen.queryByText(/limite de membros/)).toBeNull();
  });

  it('with a free seat, the invitee may accept', async () => {
    serve(false);
    renderWithProviders(page, { route: `/convite/${TOKEN}` });
    const button = (await screen.findByRole('button', { name: 'Aceitar e entrar na equipe' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });
});
