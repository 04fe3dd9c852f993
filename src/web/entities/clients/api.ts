/**
 * The agency's clients, shared by the client picker (every generator screen) and the client
 * management page through one TanStack Query cache entry (key ['clients']).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { writeStorage } from '@web/lib/storage';
import { STORAGE_KEYS } from '@shared/constants';

export const CLIENTS_QUERY_KEY = ['clients'] as const;

export const clientsQuery = queryOptions({
  queryKey: CLIENTS_QUERY_KEY,
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
