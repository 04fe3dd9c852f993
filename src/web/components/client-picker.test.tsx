import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import { ClientPicker } from './client-picker';
import { STORAGE_KEYS } from '@shared/constants';
import type { ClientListResponse, ClientView } from '@shared/schemas/clients';

const client = (id: string, name: string, niche: string | null): ClientView => ({
  id,
  name,
  niche,
  email: null,
  phone: null,
  dailyRoutine: null,
  notes: null,
  status: 'active',
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

/** The clients, as a Dono (who may register one) or another role sees them. */
function serve(body: ClientListResponse, role: 'owner' | 'editor' = 'owner') {
  return stubApi({ 'GET /api/clients': body, 'GET /api/me': meFixture({ role }) }).fetch;
}

function renderPicker(onPick = vi.fn(), props: Partial<Parameters<typeof ClientPicker>[0]> = {}) {
  function Harness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <ClientPicker
        value={value}
        onChange={(id, c) => {
          setValue(id);
          onPick(id, c);
        }}
        {...props}
      />
    );
  }
  renderWithProviders(<Harness />);
  return onPick;
}

afterEach(() => {
  localStorage.clear();
});

describe('ClientPicker', () => {
  it('lists the clients under the label, with the placeholder and the required marker, and reports the pick', async () => {
    const fetchMock = serve({
      clients: [
        client('11111111-1111-4111-8111-111111111111', 'Academia Forte', 'fitness'),
        client('22222222-2222-4222-8222-222222222222', 'Pet Feliz', 'Pet shop'),
      ],
      quota: { limit: 5, current: 2, remaining: 3, unlimited: false },
    });
    const onPick = renderPicker();
    const select = await screen.findByRole('combobox', { name: /Selecionar Cliente/ });
    expect(select).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Escolha um cliente...', 'Academia Forte — Fitness / Saúde', 'Pet Feliz — Pet shop']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/clients');
    expect(localStorage.getItem(STORAGE_KEYS.clientCount)).toBe('2');

    await userEvent.selectOptions(select, '22222222-2222-4222-8222-222222222222');
    expect(onPick).toHaveBeenLastCalledWith(
      '22222222-2222-4222-8222-222222222222',
      expect.objectContaining({ name: 'Pet Feliz', niche: 'Pet shop' }),
    );
    expect(select).toHaveValue('22222222-2222-4222-8222-222222222222');

    await userEvent.selectOptions(select, '');
    expect(onPick).toHaveBeenLastCalledWith(null, null);
  });

  it('without clients, says so and links to the client management page', async () => {
    serve({ clients: [], quota: { limit: 5, current: 0, remaining: 5, unlimited: false } });
    renderPicker(vi.fn(), { label: 'Cliente do roteiro' });
    expect(await screen.findByText('Nenhum cliente cadastrado. Cadastre um cliente primeiro.')).toBeInTheDocument();
    expect(screen.getByText('Cliente do roteiro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar cliente' })).toHaveAttribute('href', '/client-management');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("without clients, tells a member who gives them one (registering is the Dono's)", async () => {
    serve({ clients: [], quota: { limit: 5, current: 0, remaining: 5, unlimited: false } }, 'editor');
    renderPicker();
    expect(
      await screen.findByText('Nenhum cliente para você ainda: o Dono da equipe escolhe os clientes de cada pessoa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar cliente' })).not.toBeInTheDocument();
  });

  it('can be optional (no required marker)', async () => {
    serve({
      clients: [client('11111111-1111-4111-8111-111111111111', 'Academia Forte', null)],
      quota: { limit: 5, current: 1, remaining: 4, unlimited: false },
    });
    renderPicker(vi.fn(), { required: false });
    const select = await screen.findByRole('combobox', { name: 'Selecionar Cliente' });
    expect(select).not.toBeRequired();
    expect(within(select).getByRole('option', { name: 'Academia Forte' })).toBeInTheDocument();
  });
});
