import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@tests/support/render';
import type { DashboardData, PricingView } from '../api';
import { RecentAgencyClients, RecentUsers } from './dashboard-lists';
import { PricingEditor } from './pricing-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRICING: PricingView[] = [
  { planType: 'creator', basePrice: 147, pricePerClient: 0, clientsLimit: 0 },
  { planType: 'agency_social', basePrice: 397, pricePerClient: 50, clientsLimit: 5 },
  { planType: 'agency_enterprise', basePrice: null, pricePerClient: 0, clientsLimit: 999 },
];

const RAW_CODE = /\b(creator|agency|agency_social|agency_enterprise|solo|trial|trialing|active|fitness|beauty)\b/;

describe('admin price rows', () => {
  it('the Creator row neither shows nor edits a client limit; agency rows do', async () => {
    stubApi({});
    renderWithProviders(<PricingEditor pricing={PRICING} />);
    const creator = screen.getByRole('region', { name: 'Preços Creator' });
    expect(within(creator).queryByText('Limite de clientes')).toBeNull();
    await userEvent.click(within(creator).getByRole('button', { name: 'Editar preços Creator' }));
    expect(within(creator).getByLabelText('Preço base (R$)')).toHaveValue(147);
    expect(within(creator).queryByLabelText('Limite de clientes')).toBeNull();
    expect(within(creator).queryByLabelText('Preço por cliente (R$)')).toBeNull();

    const social = screen.getByRole('region', { name: 'Preços Agência Social' });
    await userEvent.click(within(social).getByRole('button', { name: 'Editar preços Agência Social' }));
    expect(within(social).getByLabelText('Limite de clientes')).toHaveValue(5);
    expect(screen.getByRole('region', { name: 'Preços Agência Enterprise' })).toHaveTextContent('Ilimitado');
    expect(document.body.textContent).not.toMatch(RAW_CODE);
  });

  it('shows the Pix discounts as they were set: 12,5%, not 13%', () => {
    stubApi({});
    const creator = { ...PRICING[0]!, upfrontDiscount3: 12.5, upfrontDiscount6: 10, upfrontDiscount12: 17.25 };
    renderWithProviders(<PricingEditor pricing={[creator, ...PRICING.slice(1)]} />);
    const row = screen.getByRole('region', { name: 'Preços Creator' });
    expect(within(row).getByText('12,5% / 10% / 17,25%')).toBeInTheDocument();
  });
});

describe('admin recent lists', () => {
  const users: DashboardData['recentUsers'] = [
    {
      id: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      niche: 'fitness',
      subscriptionStatus: 'trialing',
      access: 'trial',
      subscriptionType: 'agency',
      agencyPlan: 'social',
      createdAt: '2026-05-04T12:00:00.000Z',
    },
    {
      id: 'u2',
      name: null,
      email: 'bia@example.com',
      niche: 'Pet shop',
      subscriptionStatus: 'active',
      access: 'active',
      subscriptionType: 'creator',
      agencyPlan: null,
      createdAt: '2026-05-03T12:00:00.000Z',
    },
  ];
  const clients: DashboardData['recentAgencyClients'] = [
    {
      id: 'c1',
      name: 'Pet Feliz',
      email: null,
      niche: 'beauty',
      status: 'active',
      createdAt: '2026-05-04T12:00:00.000Z',
      agencyName: 'Agência Sol',
      agencyEmail: 'sol@example.com',
    },
  ];

  it('shows Portuguese labels for niches, statuses and account types, never the codes', () => {
    stubApi({});
    renderWithProviders(
      <>
        <RecentUsers users={users} onReload={() => {}} reloading={false} />
        <RecentAgencyClients clients={clients} />
      </>,
    );
    // jsdom applies no CSS, so both the phone cards and the table are in the document: check the cards.
    const cards = screen.getByRole('list', { name: 'Usuários recentes' });
    const [ana, bia] = within(cards).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Fitness / Saúde');
    expect(ana).toHaveTextContent('Trial');
    expect(ana).toHaveTextContent('Agência');
    expect(bia).toHaveTextContent('Sem nome');
    expect(bia).toHaveTextContent('Pet shop');
    expect(bia).toHaveTextContent('Creator');
    expect(bia).toHaveTextContent('Ativo');
    expect(screen.getByRole('list', { name: 'Clientes de agências recentes' })).toHaveTextContent('Beleza / Estética');
    expect(screen.getByRole('table', { name: 'Usuários recentes' })).toHaveTextContent('Fitness / Saúde');
    expect(document.body.textContent).not.toMatch(RAW_CODE);
  });
});
