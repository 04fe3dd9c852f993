import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { Me } from '@web/lib/session';
import { SubscriptionGate, gateDecision, trialDaysText } from './subscription-gate';
import { decideAccess } from '@shared/access-rule';
import { DAY_MS, STORAGE_KEYS } from '@shared/constants';
import { pricePlans, DEFAULT_PRICING } from '@shared/plans';

const plansBody = { plans: pricePlans(DEFAULT_PRICING), pricing: DEFAULT_PRICING };

function meBody(status: string, trialDays: number, role = 'user') {
  const trialEndsAt = new Date(Date.now() + trialDays * DAY_MS).toISOString();
  const profile = { subscriptionStatus: status, subscriptionType: 'creator', trialEndsAt };
  return {
    user: { id: 'u1', email: 'a@b.c', name: 'Ana', role },
    profile,
    needsOnboarding: false,
    access: decideAccess(profile, role === 'admin'),
    workspace: meFixture().workspace,
  };
}

/** Answers /api/me with `me` (or a 500 when null) and the plans / config endpoints. */
function serve(me: unknown | null, more: Record<string, unknown> = {}) {
  return stubApi({
    ...more,
    '/api/me': handle(() => (me === null ? reply(500, { error: { code: 'INTERNAL' } }) : reply(200, me))),
    '/api/billing/plans': plansBody,
    '/api/config': {
      aiOffline: true,
      aiModel: 'gpt-4o',
      billingProvider: 'demo',
      chatUrl: 'https://wa.me/5511999999999',
    },
  });
}

function renderGate() {
  renderWithProviders(
    <SubscriptionGate>
      <p>Conteúdo protegido</p>
    </SubscriptionGate>,
  );
}

describe('SubscriptionGate', () => {
  it("shows 'Verificando assinatura...' while loading", async () => {
    serve(meBody('active', 0));
    renderGate();
    expect(screen.getByText('Verificando assinatura...')).toBeInTheDocument();
    expect(await screen.findByText('Conteúdo protegido')).toBeInTheDocument();
  });

  it('active: content, no banner', async () => {
    serve(meBody('active', -5));
    renderGate();
    expect(await screen.findByText('Conteúdo protegido')).toBeInTheDocument();
    expect(screen.queryByText(/do seu teste grátis/)).not.toBeInTheDocument();
  });

  it.each([
    [3, null],
    [2, 'Restam 2 dias do seu teste grátis.'],
    [1, 'Resta 1 dia do seu teste grátis.'],
  ])('trial with %i day(s) left: content and the banner only at 2 days or less', async (days, banner) => {
    serve(meBody('trial', days - 0.25));
    renderGate();
    expect(await screen.findByText('Conteúdo protegido')).toBeInTheDocument();
    if (banner)
      expect(screen.getByRole('status')).toHaveTextContent(`Seu teste grátis está acabando${banner} Assine agora`);
    else expect(screen.queryByText(/do seu teste grátis/)).not.toBeInTheDocument();
  });

  it("trial expired: paywall 'Trial Expirado' with the plans, no content", async () => {
    serve(meBody('trial', -1));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Trial Expirado' })).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo protegido')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Criador Solo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agência' })).toBeInTheDocument();
    expect(screen.getByText('R$ 397,00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assinar Criador Solo' })).toBeInTheDocument();
  });

  it('after the trial or a paid period: Pix beside the card, each plan at its prices', async () => {
    const { calls } = serve(meBody('blocked', -40), {
      'POST /api/billing/pix/checkout': handle(() => reply(200, { url: '/checkout/pix?payment=p1', paymentId: 'p1' })),
    });
    renderGate();
    const solo = await screen.findByRole('article', { name: 'Criador Solo' });
    expect(within(solo).getByRole('button', { name: 'Assinar Criador Solo' })).toBeInTheDocument();
    expect(within(solo).getByRole('button', { name: 'Pix mensal' })).toBeEnabled();
    const upfront = within(solo).getByRole('group', { name: 'Ou pague 3, 6 ou 12 meses com Pix' });
    expect(within(upfront).getByRole('button', { name: /^3 meses R\$\s418,95$/ })).toBeEnabled();
    expect(within(upfront).getByRole('button', { name: /^12 meses R\$\s1\.499,40$/ })).toBeEnabled();
    expect(within(solo).getByText(/com até 15% de desconto/)).toBeInTheDocument();
    const agency = screen.getByRole('article', { name: 'Agência' });
    await userEvent.click(within(agency).getByRole('button', { name: /^6 meses/ }));
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/billing/pix/checkout');
    expect(sent?.body).toEqual({ plan: 'agency', method: 'pix_upfront', months: 6 });
  });

  it('a checkout refused over a Pix code another tab opened links to that code', async () => {
    serve(meBody('trial', -1), {
      'POST /api/billing/pix/checkout': handle(() =>
        reply(409, {
          error: { code: 'PIX_PAYMENT_PENDING', params: { paymentId: 'p9', url: '/checkout/pix?payment=p9' } },
        }),
      ),
    });
    renderGate();
    const solo = await screen.findByRole('article', { name: 'Criador Solo' });
    await userEvent.click(within(solo).getByRole('button', { name: 'Pix mensal' }));
    const link = await screen.findByRole('link', { name: 'Abrir o código Pix' });
    expect(link).toHaveAttribute('href', '/checkout/pix?payment=p9');
    expect(link.closest('[role="status"]')).toHaveTextContent('Você já tem um pagamento Pix em processamento.');
  });

  it.each(['cancelled', 'past_due', 'blocked'])("%s: paywall 'Assinatura Necessária'", async (status) => {
    serve(meBody(status, 2));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Assinatura Necessária' })).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo protegido')).not.toBeInTheDocument();
  });

  it('an account made to join a team and in none: the way back to its invitation beside the plans', async () => {
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, '/convite/abc');
    serve(meBody('none', 0));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Assinatura Necessária' })).toBeInTheDocument();
    expect(screen.getByText('Sua conta não está em nenhuma equipe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o convite' })).toHaveAttribute('href', '/convite/abc');
    localStorage.removeItem(STORAGE_KEYS.pendingInvitation);
  });

  it.each(['cancelled', 'trial'])('%s: no word of a team', async (status) => {
    serve(meBody(status, -1));
    renderGate();
    expect(await screen.findByRole('heading', { name: /Trial Expirado|Assinatura Necessária/ })).toBeInTheDocument();
    expect(screen.queryByText('Sua conta não está em nenhuma equipe')).not.toBeInTheDocument();
  });

  it('admins pass whatever the profile says', async () => {
    serve(meBody('blocked', -3, 'admin'));
    renderGate();
    expect(await screen.findByText('Conteúdo protegido')).toBeInTheDocument();
  });

  it('a failed fetch is tolerated and treated as no subscription', async () => {
    const fetchMock = serve(null).fetch;
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Assinatura Necessária' })).toBeInTheDocument();
    // It stays there (no refetch loop back to the spinner).
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('heading', { name: 'Assinatura Necessária' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).includes('/api/me'))).toHaveLength(1);
  });
});

describe('gate helpers', () => {
  it("uses 'dia' for one day and 'dias' otherwise", () => {
    expect(trialDaysText(1)).toBe('Resta 1 dia');
    expect(trialDaysText(2)).toBe('Restam 2 dias');
  });

  it('falls back to the shared rule when the answer has no decision', () => {
    const { access: _dropped, ...me } = meBody('trial', -1);
    expect(gateDecision(me as unknown as Me).reason).toBe('trial_expired');
    expect(gateDecision(undefined).reason).toBe('no_subscription');
  });
});
