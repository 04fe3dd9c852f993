import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubApi } from '@tests/support/render';
import type { ReviewPage as ReviewPageData, ReviewPageItem } from '@shared/schemas/approval';
import ReviewPage from './review-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<ReviewPageItem>): ReviewPageItem => ({
  id: 'i1',
  type: 'caption',
  title: 'Pão na chapa',
  content: 'Texto do pão',
  parts: [],
  options: {},
  moved: false,
  movedTo: null,
  revising: false,
  scheduledDate: null,
  approvalState: 'pending',
  lastAnswer: null,
  images: [],
  posting: null,
  ...over,
});

function open(items: ReviewPageItem[], over: Partial<ReviewPageData> = {}, routes: Record<string, unknown> = {}) {
  const page: ReviewPageData = {
    ownerName: 'Agência Sol',
    clientName: 'Padaria',
    senderName: 'Ana, da Agência Sol',
    expiresAt: '2026-12-31T12:00:00Z',
    items,
    brand: { name: 'Agência Sol', background: '#FFF8F0', text: '#1F2937', accent: '#E4572E', logo: null },
    closed: false,
    newerUrl: null,
    whatsappUrl: null,
    ...over,
  };
  const api = stubApi({ 'GET /api/review/tok': page, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/r/:token" element={<ReviewPage />} />
    </Routes>,
    { route: '/r/tok' },
  );
  return api;
}

/** An item id as the server makes them (the answer's rule takes nothing else). */
const ITEM_ID = '3f1b7a52-0000-4000-8000-000000000001';
const answers = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.path === '/api/review/tok/answers');

describe("the client's review page", () => {
  it("wears the agency's brand, not Pautei's", async () => {
    open([item({ id: 'i1' })]);
    expect(await screen.findByText('Enviado por Agência Sol')).toBeInTheDocument();
    expect(screen.queryByText(/Pautei/)).toBeNull();
    expect(document.title).toBe('Aprovação de conteúdo — Agência Sol');
  });

  it('shows an item the team is revising by its title only, "Em revisão", with nothing to answer', async () => {
    open([item({ id: 'i1', title: 'Bolo de milho', content: '', revising: true }), item({ id: 'i2' })]);
    const revising = await screen.findByRole('article', { name: 'Bolo de milho' });
    expect(within(revising).getByText(/Em revisão pela equipe/)).toBeTruthy();
    expect(within(revising).queryByRole('button')).toBeNull();
    // The header counts only what the client can answer now.
    expect(screen.getByText(/enviou/).textContent).toContain('1 conteúdo');
    const live = screen.getByRole('article', { name: 'Pão na chapa' });
    expect(within(live).getByRole('button', { name: 'Aprovar' })).toBeTruthy();
  });

  it('points a moved item to the newer link where it can be answered', async () => {
    open([item({ moved: true, content: '', movedTo: 'http://localhost/r/novo', approvalState: 'none' })]);
    const moved = await screen.findByRole('article', { name: 'Pão na chapa' });
    expect(within(moved).getByRole('link', { name: 'Abrir o link mais recente' }).getAttribute('href')).toBe(
      'http://localhost/r/novo',
    );
    expect(within(moved).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it("offers the team's WhatsApp beside the newer link on a moved item when the team gave one", async () => {
    open([item({ moved: true, content: '', movedTo: 'http://localhost/r/novo', approvalState: 'none' })], {
      whatsappUrl: 'https://wa.me/5511987654321',
    });
    const moved = await screen.findByRole('article', { name: 'Pão na chapa' });
    const chat = within(moved).getByRole('link', { name: 'Fale com Agência Sol no WhatsApp' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(within(moved).getByRole('link', { name: 'Abrir o link mais recente' })).toBeTruthy();
  });

  it('a closed link says so and where to answer, with nothing to answer on it', async () => {
    open([item({ moved: true, content: '', approvalState: 'none' })], {
      closed: true,
      newerUrl: 'http://localhost/r/novo',
      whatsappUrl: 'https://wa.me/5511987654321',
    });
    expect(await screen.findByRole('heading', { name: 'Este link foi encerrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o link mais recente' }).getAttribute('href')).toBe(
      'http://localhost/r/novo',
    );
    expect(screen.getByRole('link', { name: 'Fale com Agência Sol no WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5511987654321',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a closed link with nowhere to point asks the client to ask the team', async () => {
    open([], { closed: true });
    expect(await screen.findByText(/peça o link mais recente a Agência Sol/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
  it('checks an answer with the server’s rule before sending it: an invisible mark is refused in the server’s words', async () => {
    const api = open([item({ id: ITEM_ID })], {}, { 'POST /api/review/tok/answers': { ok: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pedir ajuste' }));
    fireEvent.change(screen.getByLabelText(/O que precisa ajustar/), { target: { value: 'Trocar\u202E o preço' } });
    await user.click(screen.getByRole('button', { name: 'Enviar ajuste' }));
    expect(await screen.findByText('O texto contém caracteres inválidos. Remova-os e tente novamente.')).toBeVisible();
    expect(answers(api)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/O que precisa ajustar/), { target: { value: 'Trocar o preço' } });
    await user.click(screen.getByRole('button', { name: 'Enviar ajuste' }));
    await waitFor(() => expect(answers(api)).toHaveLength(1));
    expect(answers(api)[0]?.body).toMatchObject({
      itemId: ITEM_ID,
      decision: 'changes_requested',
      comment: 'Trocar o preço',
    });
  });

  it('an approval tapped twice while its rule loads is sent once', async () => {
    const api = open([item({ id: ITEM_ID })], {}, { 'POST /api/review/tok/answers': { ok: true } });
    const approve = await screen.findByRole('button', { name: 'Aprovar' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(answers(api)).toHaveLength(1));
    expect(answers(api)[0]?.body).toMatchObject({ itemId: ITEM_ID, decision: 'approved' });
  });
});
