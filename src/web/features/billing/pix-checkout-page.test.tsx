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
