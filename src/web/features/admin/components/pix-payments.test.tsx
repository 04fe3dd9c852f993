import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@tests/support/render';
import { ERROR_MESSAGES } from '@shared/messages';
import type { AdminPixPayment } from '../api';
import { PixPayments } from './pix-payments';

const row = (extra: Partial<AdminPixPayment>): AdminPixPayment => ({
  id: 'p-old',
  email: 'ana@pautei.test',
  name: 'Ana',
  method: 'pix_upfront',
  planName: 'Criador Solo',
  months: 3,
  amount: 418.95,
  credit: 0,
  creditGiven: 0,
  upgradeRenewed: false,
  endedAt: null,
  status: 'paid',
  paidAt: '2026-11-24T12:00:00.000Z',
  periodStart: '2026-11-24T12:00:00.000Z',
  periodEnd: '2027-02-24T12:00:00.000Z',
  refundReason: null,
  refundedAt: null,
  shares: [],
  ...extra,
});

describe('PixPayments', () => {
  it("a charge that became an upgrade's credit cannot be refunded on its own, and says why", async () => {
    stubApi({
      '/api/admin/payments': {
        payments: [
          row({ id: 'p-up', email: 'bia@pautei.test', planName: 'Agência', amount: 712.5, credit: 418.95 }),
          row({ creditGiven: 418.95, endedAt: '2026-11-24T12:05:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<PixPayments />);
    const old = await screen.findByRole('listitem', { name: 'Pagamento de ana@pautei.test' });
    const blocked = within(old).getByRole('button', { name: 'Reembolsar' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(ERROR_MESSAGES.PIX_REFUND_CREDITED);
    const upgrade = screen.getByRole('listitem', { name: 'Pagamento de bia@pautei.test' });
    expect(within(upgrade).getByRole('button', { name: 'Reembolsar' })).toBeEnabled();
  });

  it('an upgrade renewed since waits for the renewal to be refunded, and says so', async () => {
    stubApi({
      '/api/admin/payments': {
        payments: [
          row({ id: 'p-renewal', email: 'bia@pautei.test', planName: 'Agência', amount: 1131.45 }),
          row({ id: 'p-up', email: 'ana@pautei.test', planName: 'Agência', amount: 712.5, upgradeRenewed: true }),
        ],
      },
    });
    renderWithProviders(<PixPayments />);
    const upgrade = await screen.findByRole('listitem', { name: 'Pagamento de ana@pautei.test' });
    const blocked = within(upgrade).getByRole('button', { name: 'Reembolsar' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(ERROR_MESSAGES.PIX_REFUND_UPGRADE_RENEWED);
    const renewal = screen.getByRole('listitem', { name: 'Pagamento de bia@pautei.test' });
    expect(within(renewal).getByRole('button', { name: 'Reembolsar' })).toBeEnabled();
  });
});
