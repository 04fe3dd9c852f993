/** Client management: mutations and the export query, all through the typed API client. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { writeStorage } from '@web/lib/storage';
import { clientsKeys } from '@web/entities/clients/api';
import { STORAGE_KEYS } from '@shared/constants';
import type { ClientExportFormat, ClientFormValues, ClientListResponse } from '@shared/schemas/clients';

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: ClientFormValues }) => {
      if (id) {
        const res = await unwrap(api.clients[':id'].$patch({ param: { id }, json: values }));
        return { client: res.client, created: false };
      }
      const res = await unwrap(api.clients.$post({ json: values }));
      return { client: res.client, created: true };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.clients[':id'].$delete({ param: { id } })),
    onSuccess: ({ quota }, id) => {
      // Drop it from the cache at once; the refetch below confirms.
      queryClient.setQueryData<ClientListResponse>(clientsKeys.all, (old) => {
        if (!old) return old;
        const clients = old.clients.filter((c) => c.id !== id);
        writeStorage(STORAGE_KEYS.clientCount, String(clients.length));
        return { clients, quota };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}

export function clientExportQuery(id: string, date: string, format: ClientExportFormat) {
  return queryOptions({
    queryKey: clientsKeys.export(id, date, format),
    queryFn: () => unwrap(api.clients[':id'].export.$get({ param: { id }, query: { date, format } })),
    staleTime: 0,
  });
}
