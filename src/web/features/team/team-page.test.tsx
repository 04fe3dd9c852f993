import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import TeamPage from './team-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const may = { members: true, billing: true, manageClients: true };
const me = {
  user: { id: 'u1', role: 'user' },
  profile: { subscriptionType: 'agency' },
  workspace: { id: 'u1', own: true, role: 'owner', may },
};
const member = (over: Record<string, unknown>) => ({
  userId: 'x',
  name: 'X',
  email: 'x@example.com',
  role: 'editor',
  founder: false,
  allClients: true,
  clientIds: [],
  joinedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

const invitation = {
  id: 'i1',
  email: 'rita.revisora.com.um.endereco.longo@example.com',
  role: 'editor',
  allClients: false,
  clientIds: ['c1', 'c2'],
  expiresAt: '2026-11-27T12:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
};

/** The team as the server holds it; a PATCH or a DELETE changes it, as the server would. */
function teamServer() {
  const members = [
    member({ userId: 'u1', name: 'Olga Dona', role: 'owner', founder: true }),
    member({ userId: 'u2', name: 'Edu Editor', allClients: false, clientIds: ['c1'] }),
    member({ userId: 'u3', name: 'Rui Revisor', role: 'reviewer', allClients: false, clientIds: ['c1', 'c2'] }),
  ];
  const invitations = [invitation];
  const name = { own: null as string | null, shown: 'Olga Dona', whatsapp: null as string | null };
  return {
    name,
    members,
    routes: {
      'GET /api/me': me,
      'GET /api/clients': {
        clients: [
          { id: 'c1', name: 'Academia Forte' },
          { id: 'c2', name: 'Pet Feliz' },
        ],
      },
      'GET /api/internal-review': { enabled: false, items: [] },
      'GET /api/team': handle(() => reply(200, { name, members, invitations, seats: { used: 2, limit: 4 } })),
      'PUT /api/team/name': handle((call) => {
        const body = call.body as { name: string; whatsapp?: string };
        name.own = body.name.trim() || null;
        if (body.whatsapp !== undefined) name.whatsapp = body.whatsapp ? '+5511987654321' : null;
        return reply(200, { workspaceName: name.own, name: name.own ?? 'Olga Dona', whatsapp: name.whatsapp });
      }),
      'DELETE /api/team/members/u3': handle(() => {
        members.splice(2, 1);
        return reply(200, { ok: true });
      }),
      'DELETE /api/team/invitations/i1': handle(() => {
        invitations.splice(0, 1);
        return reply(200, { ok: true });
      }),
      'PATCH /api/team/members/u2': handle((call) => {
        const body = call.body as { role: string; allClients: boolean; clientIds: string[] };
        if (body.role === 'reviewer') {
          return reply(403, { error: { code: 'ROLE_FORBIDDEN', params: { role: 'Revisor' } } });
        }
        Object.assign(members[1]!, body);
        return reply(200, { ok: true });
      }),
    },
  };
}

describe('Equipe: a member’s role and clients', () => {
  it('the founding account has no form; a member’s change is saved with its button and confirmed', async () => {
    const user = userEvent.setup();
    const server = teamServer();
    const api = stubApi(server.routes);
    renderWithProviders(<TeamPage />);

    const form = await screen.findByRole('form', { name: 'Acesso de Edu Editor' });
    expect(screen.queryByRole('form', { name: 'Acesso de Olga Dona' })).toBeNull();
    expect(screen.getByText('Editor · 1 cliente')).toBeTruthy();
    expect(screen.getByText('Dono · criou a equipe')).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Salvar alterações de Edu Editor' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    // Keyboard only: the role select and the client boxes are labelled controls.
    const clients = within(form).getByRole('group', { name: 'Clientes de Edu Editor' });
    expect(((await within(clients).findByLabelText('Academia Forte')) as HTMLInputElement).checked).toBe(true);
    within(clients).getByLabelText('Pet Feliz').focus();
    await user.keyboard(' ');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        role: 'editor',
        allClients: false,
        clientIds: ['c1', 'c2'],
      }),
    );
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Membro atualizado.'));
    expect(await screen.findByText('Editor · 2 clientes')).toBeTruthy();

    // Dono: every client, no list to choose.
    await user.selectOptions(within(form).getByLabelText('Função de Edu Editor'), 'owner');
    expect(within(form).queryByRole('group', { name: 'Clientes de Edu Editor' })).toBeNull();
    expect(within(form).getByRole('status').textContent).toBe('');
    await user.click(save);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
        role: 'owner',
        allClients: true,
        clientIds: [],
      }),
    );
  });

  it('a refused change says why, in Portuguese, and keeps the choice on screen', async () => {
    const user = userEvent.setup();
    stubApi(teamServer().routes);
    renderWithProviders(<TeamPage />);
    const form = await screen.findByRole('form', { name: 'Acesso de Edu Editor' });
    await user.selectOptions(within(form).getByLabelText('Função de Edu Editor'), 'reviewer');
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações de Edu Editor' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Sua função na equipe (Revisor) não permite esta ação.',
    );
    expect((within(form).getByLabelText('Função de Edu Editor') as HTMLSelectElement).value).toBe('reviewer');
  });
});

describe('Equipe: access labels and confirmations', () => {
  it('names every limited role the same way, with the plural in Portuguese', async () => {
    stubApi(teamServer().routes);
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('Editor · 1 cliente')).toBeTruthy();
    expect(screen.getByText('Revisor · 2 clientes')).toBeTruthy();
    expect(screen.getByText(/^Editor · 2 clientes · vale até/)).toBeTruthy();
    // The switch's help says what it does whichever way it is set.
    const toggle = await screen.findByRole('switch', { name: /^Revisão interna/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle).toHaveAccessibleDescription(/^Quando ligada, cada item passa pela aprovação/);
  });

  it('removing a member asks first; cancelling removes nobody, confirming removes them', async () => {
    const user = userEvent.setup();
    const server = teamServer();
    const api = stubApi(server.routes);
    renderWithProviders(<TeamPage />);
    const form = await screen.findByRole('form', { name: 'Acesso de Rui Revisor' });
    await user.click(within(form).getByRole('button', { name: 'Remover Rui Revisor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover da equipe' });
    expect(within(dialog).getByText('Tem certeza que deseja remover Rui Revisor da equipe?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Remover Rui Revisor' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Acesso de Rui Revisor' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/team/members/u3']);
  });

  it('"Revogar" names the e-mail for screen readers and asks before revoking', async () => {
    const user = userEvent.setup();
    const api = stubApi(teamServer().routes);
    renderWithProviders(<TeamPage />);
    const revoke = await screen.findByRole('button', { name: `Revogar convite de ${invitation.email}` });
    expect(revoke.textContent).toBe('Revogar');
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revogar convite' });
    expect(within(dialog).getByText(`Tem certeza que deseja revogar o convite de ${invitation.email}?`)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(screen.queryByText(invitation.email)).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/team/invitations/i1']);
  });
});

describe('Equipe: inviting someone', () => {
  it('refuses an address with an invisible character before sending, with the server’s own words', async () => {
    const user = userEvent.setup();
    const server = teamServer();
    const api = stubApi({
      ...server.routes,
      'POST /api/team/invitations': handle(() => reply(201, { invitation: { email: 'x@example.com' } })),
    });
    renderWithProviders(<TeamPage />);
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'ana\u202Eevil@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('O texto contém caracteres inválidos. Remova-os e tente novamente.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Equipe: the team name', () => {
  it('saves "Nome da equipe" and confirms; a bad name is refused before sending', async () => {
    const user = userEvent.setup();
    const server = teamServer();
    const api = stubApi(server.routes);
    renderWithProviders(<TeamPage />);
    const field = (await screen.findByLabelText('Nome da equipe')) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field).toHaveAccessibleDescription(/nome do Dono/);
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.type(field, 'Agência\u202EAlfa');
    await user.click(save);
    expect(await screen.findByText('O texto contém caracteres inválidos. Remova-os e tente novamente.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Agência Alfa');
    await user.click(save);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Agência Alfa', whatsapp: '' }),
    );
    expect(server.name.own).toBe('Agência Alfa');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('saves "WhatsApp da equipe" and shows it as people read it; a foreign or short number is refused', async () => {
    const user = userEvent.setup();
    const server = teamServer();
    const api = stubApi(server.routes);
    renderWithProviders(<TeamPage />);
    const phone = (await screen.findByLabelText('WhatsApp da equipe')) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await user.type(phone, '+1 415 555 0100');
    await user.click(save);
    expect(await screen.findByText(/Digite um WhatsApp do Brasil com DDD/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '11 98765 4321');
    await user.click(save);
    await waitFor(() => expect(server.name.whatsapp).toBe('+5511987654321'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: '', whatsapp: '11 98765 4321' });
    await waitFor(() => expect(phone.value).toBe('(11) 98765-4321'));
  });
});

describe('Equipe: a creator', () => {
  it('is shown how teams come with the Agência plan, with the way to it', async () => {
    stubApi({ 'GET /api/me': { ...me, profile: { subscriptionType: 'creator' } } });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('Equipes fazem parte do plano Agência')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Conhecer o plano Agência' });
    expect(link.getAttribute('href')).toBe('/subscription');
  });
});
