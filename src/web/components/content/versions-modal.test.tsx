import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@tests/support/render';
import type { ContentItem } from '@shared/content-item';
import { VersionsModal } from './versions-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = {
  user: { id: 'u1', role: 'user' },
  profile: { subscriptionType: 'agency' },
  workspace: { id: 'u1', own: true, role: 'reviewer', may: { edit: false, generate: false } },
};

describe('Versões', () => {
  it('names the author of each version ("por Ana"), and nobody when it was not recorded', async () => {
    stubApi({
      'GET /api/me': me,
      'GET /api/content/i1/versions': {
        versions: [
          {
            version: 2,
            origin: 'edited',
            createdAt: '2026-11-20T15:00:00.000Z',
            restoredFrom: null,
            authorName: 'Ana',
          },
          {
            version: 1,
            origin: 'generated',
            createdAt: '2026-11-20T12:00:00.000Z',
            restoredFrom: null,
            authorName: null,
          },
        ],
      },
    });
    const item = { id: 'i1', title: 'Legenda', type: 'caption', content: 'Texto' } as unknown as ContentItem;
    renderWithProviders(<VersionsModal item={item} open onClose={() => {}} />);
    expect(await screen.findByText(/^Versão 2 · Editada por Ana · /)).toBeTruthy();
    const first = screen.getByText(/^Versão 1 · Gerada · /);
    expect(first.textContent).not.toContain('por');
  });
});
