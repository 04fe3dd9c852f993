import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import { ERROR_MESSAGES, type ErrorCode } from '@shared/messages';
import { DEFAULT_PRICING, pricePlans } from '@shared/plans';
import type { SubscriptionView } from './api';
import SubscriptionPage from './subscription-page';

const plansBody = { plans: pricePlans(DEFAULT_PRICING), pricing: DEFAULT_PRICING };

type Offers = SubscriptionView['offers'];
const yes = { accepted: true } as const;
const no = (code: ErrorCode) => ({ accepted: false, code }) as const;

/** The server's offers to a card subscriber: plan changes in the portal, no Pix beside the card. */
const cardOffers: Offers = {
  solo: {
    card: yes,
    pixAutomatico: no('PIX_ALREADY_SUBSCRIBED'),
    pixUpfront: no('PIX_ALREADY_SUBSCRIBED'),
    choose: { action: 'portal' },
    pix: null,
  },
  agency: {
    card: yes,
    pixAutomatico: no('PIX_ALREADY_SUBSCRIBED'),
    pixUpfront: no('PIX_ALREADY_SUBSCRIBED'),
    choose: { action: 'portal' },
    pix: null,
  },
};

const base: SubscriptionView = {
  provider: 'demo',
  status: 'active',
  subscriptionType: 'creator',
  agencyPlan: null,
  trialEndsAt: null,
  renewalDate: '2026-12-24T15:00:00.000Z',
  hasCustomer: true,
  paymentMethod: 'card',
  paidUntil: null,
  creatorResumesAt: null,
  pendingPayment: null,
  upgrade: null,
  offers: cardOffers,
  subscription: null,
};

/** A Criador who prepaid 3 months today: all of R$ 418,95 is credit towards Agência. */
const prepaid: SubscriptionView = {
  ...base,
  paymentMethod: 'pix_upfront',
  paidUntil: '2027-02-24T15:00:00.000Z',
  upgrade: {
    plan: 'agency',
    credit: 418.95,
    options: [
      { months: 3, discountPercent: 5, total: 1131.45, monthlyEquivalent: 377.15, payNow: 712.5, available: true },
      { months: 6, discountPercent: 10, total: 2143.8, monthlyEquivalent: 357.3, payNow: 1724.85, available: true },
      { months: 12, discountPercent: 15, total: 4049.4, monthlyEquivalent: 337.45, payNow: 3630.45, available: true },
    ],
  },
  offers: {
    solo: {
      card: no('PREPAID_MONTHLY_UNAVAILABLE'),
      pixAutomatico: no('PREPAID_MONTHLY_UNAVAILABLE'),
      pixUpfront: yes,
      choose: { action: 'wait', code: 'PIX_DOWNGRADE_DURING_PREPAID' },
      pix: 'renew',
    },
    agency: {
      card: no('PREPAID_MONTHLY_UNAVAILABLE'),
      pixAutomatico: no('PREPAID_MONTHLY_UNAVAILABLE'),
      pixUpfront: yes,
      choose: { action: 'upfront' },
      pix: 'upgrade',
    },
  },
};

/** A Criador on Pix Automático whose authorization was revoked: paid until the month's end. */
const revoked: SubscriptionView = {
  ...base,
  paymentMethod: 'pix_automatico',
  paidUntil: '2026-12-24T15:00:00.000Z',
  offers: {
    solo: {
      card: yes,
      pixAutomatico: yes,
      pixUpfront: yes,
      choose: { action: 'wait', code: 'PIX_PLAN_CHANGE_AFTER_PERIOD' },
      pix: 'reauthorize',
    },
    agency: {
      card: yes,
      pixAutomatico: no('PIX_PLAN_CHANGE_AFTER_PERIOD'),
      pixUpfront: no('PIX_PLAN_CHANGE_AFTER_PERIOD'),
      choose: { action: 'wait', code: 'PIX_PLAN_CHANGE_AFTER_PERIOD' },
      pix: null,
    },
  },
};

function serve(view: SubscriptionView) {
  return stubApi({
    '/api/me': meFixture(),
    '/api/billing/plans': plansBody,
    '/api/billing/subscription': view,
    '/api/config': { aiOffline: true, aiModel: 'x', billingProvider: 'demo', chatUrl: 'https://wa.me/5511999999999' },
    'POST /api/billing/pix/checkout': handle(() => reply(200, { url: '/checkout/pix?payment=p1', paymentId: 'p1' })),
  }).calls;
}

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(() => {
  // jsdom does not scroll; the page scrolls the plans into view.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

describe('SubscriptionPage', () => {
  it('prepaid: offers only what the server accepts, says why the rest waits, and shows the credit apart', async () => {
    serve(prepaid);
    renderWithProviders(<SubscriptionPage />);
    expect(await screen.findByText('Pago com Pix antecipado até 24/02/2027')).toBeInTheDocument();
    const solo = card('Criador Solo');
    expect(await within(solo).findByText('Pagar mais 3, 6 ou 12 meses com Pix')).toBeInTheDocument();
    expect(within(solo).queryByRole('button', { name: 'Pix mensal' })).not.toBeInTheDocument();
    expect(within(solo).queryByText(/Cartão: cobrança mensal automática/)).not.toBeInTheDocument();
    expect(
      within(solo).getByText(
        'Cartão e Pix Automático ficam disponíveis quando o período pago terminar, em 24/02/2027.',
      ),
    ).toBeInTheDocument();
    expect(
      within(solo).getByText('Os novos meses começam em 24/02/2027, quando o período atual termina.'),
    ).toBeInTheDocument();

    // Agência: each option at its list price and discount, the credit as its own line, what is paid now.
    const three = within(card('Agência')).getByRole('button', { name: /^3 meses com Pix: R\$\s1\.131,45/ });
    expect(three).toHaveTextContent('R$ 377,15/mês · 5% de desconto');
    expect(three).toHaveTextContent('– R$ 418,95 de crédito · Total a pagar agora: R$ 712,50');
    const twelve = within(card('Agência')).getByRole('button', { name: /^12 meses com Pix: R\$\s4\.049,40/ });
    expect(twelve).toHaveTextContent('R$ 337,45/mês · 15% de desconto');
    expect(twelve).toHaveTextContent('Total a pagar agora: R$ 3.630,45');

    // Nothing renews by itself: the cancel-anytime note gives way to one that applies.
    expect(screen.getByText('Sem renovação automática')).toBeInTheDocument();
    expect(screen.queryByText('Cancele quando quiser')).not.toBeInTheDocument();
    // Only Pix is on offer: its own safety note, no word of a card.
    const notes = screen.getByRole('region', { name: 'Garantias' });
    expect(within(notes).getByText('Pix pelo app do seu banco')).toBeInTheDocument();
    expect(notes).not.toHaveTextContent(/cartão/i);
  });

  it('revoked Pix Automático: says it will not renew and offers the authorization again or months upfront', async () => {
    const calls = serve(revoked);
    renderWithProviders(<SubscriptionPage />);
    expect(
      await screen.findByText(
        'A autorização do Pix Automático foi cancelada: seu plano fica ativo até 24/12/2026 e não renova.',
      ),
    ).toBeInTheDocument();
    const solo = card('Criador Solo');
    expect(
      within(solo).getByText('Autorize no app do banco. O novo mês começa em 24/12/2026, quando o mês pago termina.'),
    ).toBeInTheDocument();
    expect(within(solo).getByText('Os meses começam em 24/12/2026, depois do mês já pago.')).toBeInTheDocument();
    expect(within(solo).getByRole('button', { name: /^3 meses com Pix: R\$\s418,95/ })).toBeEnabled();
    expect(screen.getByText('Sem renovação automática')).toBeInTheDocument();

    // Another plan waits for the month's end: a line says so, and nothing is asked of the server.
    await userEvent.click(within(card('Agência')).getByRole('button', { name: 'Mudar para Agência' }));
    expect(screen.getByRole('status')).toHaveTextContent(ERROR_MESSAGES.PIX_PLAN_CHANGE_AFTER_PERIOD);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(solo).getByRole('button', { name: 'Autorizar o Pix Automático de novo' }));
    const checkout = calls.find((c) => c.method === 'POST' && c.path === '/api/billing/pix/checkout');
    expect(checkout?.body).toEqual({ plan: 'solo', method: 'pix_automatico' });
  });

  it('shows a discount as the admin set it: 12,5%, not 13%', async () => {
    const plans = pricePlans(DEFAULT_PRICING, { creator: { 3: 12.5, 6: 10, 12: 15 } });
    stubApi({
      '/api/me': meFixture({ subscriptionStatus: 'trial' }),
      '/api/billing/plans': { plans, pricing: DEFAULT_PRICING },
      '/api/billing/subscription': { ...base, status: 'trial', paymentMethod: null, renewalDate: null },
      '/api/config': { aiOffline: true, aiModel: 'x', billingProvider: 'demo', chatUrl: 'https://wa.me/5511999999999' },
    });
    renderWithProviders(<SubscriptionPage />);
    const solo = await screen.findByRole('article', { name: 'Criador Solo' });
    const three = within(solo).getByRole('button', { name: /^3 meses com Pix/ });
    expect(three).toHaveTextContent('12,5% de desconto');
    expect(three).not.toHaveTextContent('13%');

    // Card and Pix are both on offer: each with its own notes.
    const notes = screen.getByRole('region', { name: 'Garantias' });
    expect(within(notes).getByText('Pagamento seguro')).toBeInTheDocument();
    expect(within(notes).getByText('Pix pelo app do seu banco')).toBeInTheDocument();
    expect(notes).toHaveTextContent(
      'Sem fidelidade: cancele o cartão pelo portal da assinatura, ou a autorização do Pix Automático no app do seu banco.',
    );
  });

  it('a checkout refused over a code another tab opened: the page shows that code and links to it', async () => {
    const open = {
      id: 'p9',
      method: 'pix_upfront',
      plan: 'solo' as const,
      months: 3,
      amount: 418.95,
      credit: 0,
      url: '/checkout/pix?payment=p9',
      expiresAt: '2026-11-24T12:30:00.000Z',
    };
    let reads = 0;
    const trial = { ...base, status: 'trial', paymentMethod: null, renewalDate: null };
    stubApi({
      '/api/me': meFixture({ subscriptionStatus: 'trial' }),
      '/api/billing/plans': plansBody,
      // This tab read the subscription before the other tab opened its code.
      '/api/billing/subscription': handle(() => reply(200, { ...trial, pendingPayment: reads++ ? open : null })),
      '/api/config': { aiOffline: true, aiModel: 'x', billingProvider: 'demo', chatUrl: '' },
      'POST /api/billing/pix/checkout': handle(() =>
        reply(409, { error: { code: 'PIX_PAYMENT_PENDING', params: { paymentId: 'p9', url: open.url } } }),
      ),
    });
    renderWithProviders(<SubscriptionPage />);
    const solo = await screen.findByRole('article', { name: 'Criador Solo' });
    await userEvent.click(within(solo).getByRole('button', { name: /^6 meses com Pix/ }));
    const link = await screen.findByRole('link', { name: 'Abrir o código Pix' });
    expect(link).toHaveAttribute('href', '/checkout/pix?payment=p9');
  });

  it("a card subscription keeps the spec's notes and no Pix choices", async () => {
    serve(base);
    renderWithProviders(<SubscriptionPage />);
    expect(await screen.findByText(/Próxima renovação: 24\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Cancele quando quiser')).toBeInTheDocument();
    expect(
      screen.getByText('Sem fidelidade: cancele pelo portal da assinatura em poucos cliques.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/meses com Pix/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Processado por um provedor certificado; não guardamos dados do seu cartão.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pix pelo app do seu banco')).not.toBeInTheDocument();
  });
});
