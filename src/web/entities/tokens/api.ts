/** The signed-in user's token allowance (GET /api/tokens), shared by the meter, the widget and the guard. */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap, type ResponseOf } from '@web/lib/api';
import { onGenerationSettled } from '@web/lib/generation-settled';

export type TokenStatus = ResponseOf<typeof api.tokens.$get>;

export const tokenKeys = {
  all: ['tokens'] as const,
};

export const tokenStatusQuery = queryOptions({
  queryKey: tokenKeys.all,
  queryFn: () => unwrap(api.tokens.$get()),
  staleTime: 15_000,
});

/** The balance; re-read after every generation made through generateStream (spent or refunded). */
export function useTokenStatus() {
  const queryClient = useQueryClient();
  useEffect(() => onGenerationSettled(() => void invalidateTokens(queryClient)), [queryClient]);
  return useQuery(tokenStatusQuery);
}

/** After every generation (spent or refunded), the balance shown must be read again. */
export function invalidateTokens(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tokenKeys.all });
}
