/**
 * The calendar's "Gerar pauta" opens a generator ready (?date=…&theme=…): the kinds that take a theme
 * start with it as their main text and the day as their date; the others start empty.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { CREATOR_GENERATOR_ROUTES } from '@tests/support/generator-page-api';
import { renderWithProviders, stubApi } from '@tests/support/render';
import AdsPage from './ads-page';
import CarouselsPage from './carousels-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = () => stubApi({ ...CREATOR_GENERATOR_ROUTES, '/api/voice/self': { voice: null } });

const query = '?date=2027-06-12&theme=Dia%20dos%20Namorados';

describe('a generator opened from the calendar', () => {
  it('takes the theme and the day when its kind takes a theme (carousel)', async () => {
    serve();
    renderWithProviders(<CarouselsPage />, { route: `/carousels${query}` });
    expect(await screen.findByLabelText(/Tema do carrossel/)).toHaveValue('Dia dos Namorados');
    expect(screen.getByLabelText('Data agendada (opcional)')).toHaveValue('2027-06-12');
    expect(screen.getByRole('button', { name: 'Gerar Carrossel' })).toBeEnabled();
  });

  it('starts empty when its kind takes no theme (ad copy)', async () => {
    serve();
    renderWithProviders(<AdsPage />, { route: `/ads${query}` });
    expect(await screen.findByLabelText(/Produto ou serviço/)).toHaveValue('');
    expect(screen.getByLabelText('Data agendada (opcional)')).toHaveValue('');
  });
});
