import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type ApiResult, unwrap } from './client';
import { useApi } from './context';

/**
 * A write call as a TanStack mutation: the envelope's data on success, an ApiError (with the server's
 * message) on failure; on success the queries under `invalidates` are refetched.
 */
export const useApiMutation = <V, T>(
  call: (api: ApiClient, variables: V) => Promise<ApiResult<T>>,
  invalidates: (variables: V, data: T) => QueryKey[],
) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => unwrap(await call(api, variables)),
    onSuccess: (data, variables) =>
      Promise.all(invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** Query keys the admin area reads and refreshes. */
export const adminKeys = {
  izooms: ['izooms'] as const,
  izoom: (id: number) => ['izooms', 'detail', id] as const,
  albums: ['albums'] as const,
  album: (id: number) => ['albums', 'mine', String(id)] as const,
  summary: ['admin', 'summary'] as const,
};
