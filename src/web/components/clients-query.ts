/**
 * The agency's clients, shared by the client picker (every generator screen) and the client
 * management page through one TanStack Query cache entry (key ['clients']).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api';
import { writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '@shared/constants';
import type { ClientListResponse } from '@shared/schemas/clients';

export const CLIENTS_QUERY_KEY = ['clients'] as const;

export const clientsQuery = queryOptions({
  queryKey: CLIENTS_QUERY_KEY,
  queryFn: async (): Promise<ClientListResponse> => {
    const data = await unwrap<ClientListResponse>(api.clients.$get());
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
