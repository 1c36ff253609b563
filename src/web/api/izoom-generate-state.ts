import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { GenerateState } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';

/** How often a queued or running generation is asked about. */
export const GENERATE_POLL_MS = 1_000;

export const isGenerating = (state: GenerateState['state'] | undefined): boolean =>
  state === 'queued' || state === 'generating';

/** `GET /izooms/get-generate-state/:id`, asked again every second while the generation is queued or running. */
export const fetchGenerateState = async (api: ApiClient, id: number): Promise<GenerateState> =>
  unwrap(await api.get<GenerateState>(fillPath(IzoomPaths.getGenerateState.path, { id })));

export const generateStateQuery = (api: ApiClient, id: number, initial?: GenerateState) =>
  queryOptions({
    queryKey: ['izooms', 'generate-state', id],
    queryFn: () => fetchGenerateState(api, id),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => (isGenerating(query.state.data?.state) ? GENERATE_POLL_MS : false),
  });

export const useGenerateState = (id: number, initial?: GenerateState) =>
  useQuery(generateStateQuery(useApi(), id, initial));
