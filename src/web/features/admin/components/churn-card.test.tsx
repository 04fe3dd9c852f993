import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChurnCard } from './business-cards';

afterEach(cleanup);

const value = (region: HTMLElement) => region.querySelector('[data-kpi-value]');

describe('the churn card', () => {
  it('shows the rate in pt-BR with the counts and the 30 days beside it', () => {
    render(<ChurnCard churn={{ paying: 71, churned: 3, rate: 4.23, fromDay: '2026-04-15', lastDay: '2026-05-14' }} />);
    const card = screen.getByRole('region', { name: 'Churn (30 dias)' });
    expect(value(card)).toHaveTextContent('4,2%');
    expect(within(card).getByText('3 de 71 assinaturas · 15/04/2026 a 14/05/2026')).toBeInTheDocument();
  });

  it('with nobody paying at the start shows a dash, never NaN, and says why to screen readers', () => {
    render(<ChurnCard churn={{ paying: 0, churned: 0, rate: null, fromDay: '2026-01-02', lastDay: '2026-01-31' }} />);
    const card = screen.getByRole('region', { name: 'Churn (30 dias)' });
    expect(value(card)).toHaveTextContent('—');
    expect(card).toHaveTextContent('Sem assinaturas no início do período');
    expect(card.textContent).not.toMatch(/NaN/);
    expect(within(card).getByText('0 de 0 assinaturas · 02/01/2026 a 31/01/2026')).toBeInTheDocument();
  });

  it('says "assinatura" for one', () => {
    render(<ChurnCard churn={{ paying: 1, churned: 1, rate: 100, fromDay: '2026-04-15', lastDay: '2026-05-14' }} />);
    expect(screen.getByText('1 de 1 assinatura · 15/04/2026 a 14/05/2026')).toBeInTheDocument();
    expect(value(screen.getByRole('region', { name: 'Churn (30 dias)' }))).toHaveTextContent('100,0%');
  });
});
