/**
 * The agency's clients, shared by the client picker (every generator screen) and the client
 * management page through one TanStack Query cache entry (`clientsKeys.all`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { writeStorage } from '@web/lib/storage';
import { STORAGE_KEYS } from '@shared/constants';

import type { ClientExportFormat } from '@shared/schemas/clients';

export const clientsKeys = {
  all: ['clients'] as const,
  export: (id: string, date: string, format: ClientExportFormat) =>
    ['clients', id, 'export', { date, format }] as const,
};

export const clientsQuery = queryOptions({
  queryKey: clientsKeys.all,
  queryFn: async () => {
    const data = await unwrap(api.clients.$get());
    // The spec keeps the client count in local storage (cleared at sign-out).
    writeStorage(STORAGE_KEYS.clientCount, String(data.clients.length));
    return data;
  },
  staleTime: 30_000,
});

/** The agency's active clients (newest first) and its slots. Pass `enabled: false` for creators. */
export function useClients(options: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQuery, enabled: options.enabled ?? true });
}
