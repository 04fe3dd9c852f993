import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@tests/support/render';
import type { PixPayment } from './api';
import PixCheckoutPage from './pix-checkout-page';

const paidMonthly: PixPayment = {
  id: 'p1',
  status: 'paid',
  method: 'pix_automatico',
  plan: 'solo',
  planName: 'Criador Solo',
  months: 1,
  amount: 147,
  credit: 0,
  expiresAt: '2026-11-24T12:30:00.000Z',
  periodEnd: '2026-12-24T12:00:00.000Z',
  startsAt: null,
  accountPaid: true,
  accessNow: 'active',
  trialEndsAt: null,
  authorization: { renews: true, paidUntil: null },
  brCode: null,
  qrSvg: null,
};

function renderPage(payment: PixPayment) {
  stubApi({ '/api/billing/pix/payments/p1': payment });
  renderWithProviders(<PixCheckoutPage />, { route: '/checkout/pix?payment=p1' });
}

describe('PixCheckoutPage, Pix Automático', () => {
  it('in force: renews every month and can be revoked (demo)', async () => {
    renderPage(paidMonthly);
    expect(
      await screen.findByText('Seu plano Criador Solo está ativo e renova todo mês pelo Pix Automático.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simular autorização revogada' })).toBeEnabled();
  });

  it('revoked: says until when the plan is paid and that it will not renew; nothing left to revoke', async () => {
    renderPage({ ...paidMonthly, authorization: { renews: false, paidUntil: '2026-12-24T12:00:00.000Z' } });
    expect(
      await screen.findByText(
        'A autorização do Pix Automático foi cancelada: seu plano Criador Solo fica ativo até 24/12/2026 e não renova.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/renova todo mês/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular autorização revogada' })).not.toBeInTheDocument();
  });
});

describe('PixCheckoutPage, a code waiting to be paid', () => {
  const pendingUpfront: PixPayment = {
    ...paidMonthly,
    status: 'pending',
    method: 'pix_upfront',
    months: 3,
    amount: 418.95,
    periodEnd: null,
    accountPaid: false,
    authorization: null,
    brCode: '00020101021226',
  };

  it('on a running trial: keeps the trial until its day, and leads back to the dashboard and the subscription', async () => {
    renderPage({ ...pendingUpfront, accessNow: 'trial', trialEndsAt: '2026-11-26T15:00:00.000Z' });
    expect(
      await screen.findByText(/Até lá, você continua com o acesso do teste grátis, que termina em 26\/11\/2026\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Ver assinatura' })).toHaveAttribute('href', '/subscription');
  });

  it('after the trial ended: promises no trial, says the access comes back with the payment', async () => {
    renderPage({ ...pendingUpfront, accessNow: 'trial_expired', trialEndsAt: null });
    expect(
      await screen.findByText(/Seu teste grátis terminou: o acesso aos geradores volta assim que o pagamento/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/continua com o acesso do teste grátis/)).not.toBeInTheDocument();
    // The dashboard would show the paywall: the way back is the subscription screen.
    expect(screen.queryByRole('link', { name: 'Ir para o Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver assinatura' })).toHaveAttribute('href', '/subscription');
  });
});
