/**
 * What each role is offered (decision 0020): a Revisor reads, comments and approves internally, an Editor
 * creates and sends but leaves the clients and the plan to the Dono. The screens ask `useMay` before each
 * button, so nobody is offered what the server would refuse; here a Dono, an Editor and a Revisor open the
 * same screens with the same data.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@shared/content-item';
import type { ClientView } from '@shared/schemas/clients';
import { CREATOR_GENERATOR_ROUTES } from '@tests/support/generator-page-api';
import { meFixture } from '@tests/support/me';
import { renderWithProviders, stubApi } from '@tests/support/render';
import { ApprovalNoticesBell } from '@web/components/approval/approval-notices-bell';
import ClientManagementPage from '@web/features/clients/client-management-page';
import DashboardPage from '@web/features/dashboard/dashboard-page';
import StoriesPage from '@web/features/generators/pages/stories-page';
import HistoryPage from '@web/features/history/history-page';
import { WorkspaceSwitcher } from '@web/features/team/workspace-switcher';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// jsdom has no <dialog> methods; the Modal falls back to the open attribute.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

type Role = 'owner' | 'editor' | 'reviewer';

const CLIENT: ClientView = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Academia Forte',
  niche: 'fitness',
  email: null,
  phone: null,
  dailyRoutine: null,
  notes: null,
  status: 'active',
  createdAt: '2026-11-10T12:00:00.000Z',
  updatedAt: '2026-11-10T12:00:00.000Z',
};

const STORY: ContentItem = {
  id: '00000000-0000-4000-8000-000000000001',
  owner: 'client_task',
  type: 'story',
  title: 'Treino de pernas',
  content: 'Você precisa ver isso hoje!',
  tone: null,
  completed: false,
  status: 'pending',
  parts: [],
  options: {},
  scheduledDate: null,
  expiresAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  clientId: CLIENT.id,
  clientName: CLIENT.name,
  approvalState: 'none',
  createdBy: 'u-editor',
};

/** The agency's answers, as the person with `role` (an Editor and a Revisor given one of two clients). */
function serveAgency(role: Role, extra: Record<string, unknown> = {}) {
  return stubApi({
    ...CREATOR_GENERATOR_ROUTES,
    '/api/me': meFixture({ role, allClients: role === 'owner' }),
    '/api/clients': {
      clients: [CLIENT],
      quota: { limit: 5, current: role === 'owner' ? 1 : 2, remaining: 3, unlimited: false },
    },
    '/api/content': { items: [STORY], nextCursor: null },
    '/api/activity/people': {
      people: [
        { id: 'w1', name: 'Olga' },
        { id: 'u-editor', name: 'Edu' },
      ],
    },
    '/api/internal-review': { enabled: false, items: [] },
    '/api/approval/notices': { notices: [], unread: 0 },
    '/api/insights/dashboard': { counts: {}, total: 3, completionRate: 0 },
    '/api/voice/00000000-0000-4000-8000-0000000000c1': { voice: null },
    ...extra,
  });
}

describe('a generator page', () => {
  it('a Revisor is told who generates, keeps the client picker and reads the saved items; no form', async () => {
    serveAgency('reviewer');
    renderWithProviders(<StoriesPage />, { route: `/stories?clientId=${CLIENT.id}` });
    expect(
      await screen.findByText(
        'Como Revisor(a), você lê, comenta e aprova internamente; quem gera conteúdo é o Dono ou um Editor.',
      ),
    ).toBeInTheDocument();
    // The list settles once the remembered client is applied: wait for it rather than hold an old node.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Treino de pernas' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Selecionar Cliente')).toHaveValue(CLIENT.id));
    expect(screen.queryByRole('button', { name: 'Gerar Story' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Descrição do story/)).not.toBeInTheDocument();
    // The saved story is read only: no edit, no done toggle, no sending, nothing to select.
    const card = screen.getByRole('heading', { name: 'Treino de pernas' }).closest('[data-testid="content-item"]')!;
    for (const name of [/^Editar$/, /^Marcar como/, /para aprovação/]) {
      expect(within(card as HTMLElement).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: /Selecionar/ })).not.toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('an Editor and a Dono get the form', async () => {
    for (const role of ['editor', 'owner'] as const) {
      serveAgency(role);
      const { unmount } = renderWithProviders(<StoriesPage />, { route: '/stories' });
      expect(await screen.findByRole('button', { name: 'Gerar Story' })).toBeInTheDocument();
      expect(screen.queryByText(/Como Revisor\(a\)/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe("History's details", () => {
  const open = async (role: Role) => {
    serveAgency(role);
    renderWithProviders(<HistoryPage />, { route: '/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    return screen.getByRole('dialog', { name: 'Treino de pernas' });
  };

  it('a Revisor reads and copies; nothing to mark done, delete, send or mark as publicidade', async () => {
    const dialog = await open('reviewer');
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Versões' })).toBeInTheDocument();
    for (const name of [/^Excluir$/, /^Marcar como/, /para aprovação/]) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('switch', { name: 'É publicidade?' })).not.toBeInTheDocument();
    expect(screen.getByText('Todo o conteúdo da equipe.')).toBeInTheDocument();
  });

  it('an Editor and a Dono have every action', async () => {
    const dialog = await open('editor');
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Marcar como concluído' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /para aprovação/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'É publicidade?' })).toBeInTheDocument();
  });

  it('a creator keeps "Todo o conteúdo que você já gerou."', async () => {
    stubApi({ ...CREATOR_GENERATOR_ROUTES, '/api/content': { items: [], nextCursor: null } });
    renderWithProviders(<HistoryPage />, { route: '/history' });
    expect(await screen.findByText('Nenhum conteúdo encontrado')).toBeInTheDocument();
    expect(screen.getByText('Todo o conteúdo que você já gerou.')).toBeInTheDocument();
  });
});

describe('Gerenciar Clientes', () => {
  it('an Editor given some clients counts theirs, opens the brand voice, sends and creates; no client changes', async () => {
    serveAgency('editor');
    renderWithProviders(<ClientManagementPage />);
    expect(await screen.findByTestId('client-counter')).toHaveTextContent('Seus clientes: 1');
    expect(screen.queryByText('Vagas restantes')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Academia Forte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Academia Forte' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Enviar para aprovação: conteúdos de Academia Forte' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Criar conteúdo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voz da marca de Academia Forte' }));
    expect(await screen.findByText('Voz da marca: Academia Forte')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /cliente/i })).not.toBeInTheDocument();
  });

  it('a Revisor reads the cards and exports; nothing else', async () => {
    serveAgency('reviewer');
    renderWithProviders(<ClientManagementPage />);
    expect(await screen.findByTestId('client-counter')).toHaveTextContent('Seus clientes: 1');
    expect(screen.getByRole('button', { name: 'Exportar conteúdo de Academia Forte' })).toBeInTheDocument();
    for (const name of [
      'Novo Cliente',
      'Editar Academia Forte',
      'Excluir Academia Forte',
      'Voz da marca de Academia Forte',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /para aprovação/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Criar conteúdo')).not.toBeInTheDocument();
  });

  it('the Dono has the slots, "Novo Cliente", "Editar" and "Excluir"', async () => {
    serveAgency('owner');
    renderWithProviders(<ClientManagementPage />);
    expect(await screen.findByTestId('client-counter')).toHaveTextContent('1/5');
    expect(screen.getByRole('button', { name: 'Novo Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Academia Forte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir Academia Forte' })).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('invites only the Dono to see the plans; a Revisor has no "Criar conteúdo"', async () => {
    const trial = { '/api/me': meFixture({ role: 'owner', subscriptionStatus: 'trial' }) };
    serveAgency('owner', trial);
    const owner = renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('link', { name: 'Ver planos' })).toBeInTheDocument();
    owner.unmount();

    serveAgency('editor', { '/api/me': meFixture({ role: 'editor', subscriptionStatus: 'trial' }) });
    const editor = renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Criar conteúdo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seu plano' })).not.toBeInTheDocument();
    editor.unmount();

    serveAgency('reviewer');
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Resumo de conteúdos' })).toBeInTheDocument();
    expect(screen.queryByText('Criar conteúdo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
  });
});

describe('the shell', () => {
  it("a team member's empty bell is named Avisos", async () => {
    serveAgency('reviewer');
    renderWithProviders(<ApprovalNoticesBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Avisos' }));
    expect(screen.getByText('Nenhum aviso ainda.')).toBeInTheDocument();
  });

  it('the switcher is "Espaço de trabalho", not the menu\'s "Equipe"', () => {
    const me = meFixture({ role: 'editor' });
    renderWithProviders(
      <WorkspaceSwitcher
        me={{ ...me, workspaces: [...me.workspaces, { id: 'w2', role: 'editor', name: 'Lua', own: false }] } as never}
      />,
    );
    expect(screen.getByLabelText('Espaço de trabalho')).toBeInTheDocument();
    expect(screen.queryByLabelText('Equipe')).not.toBeInTheDocument();
  });
});
