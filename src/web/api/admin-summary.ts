import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminPaths } from '../../shared/api-paths';
import type { AdminSummary } from '../../shared/schemas/admin';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';
import { adminKeys } from './mutation';

const RUNNING_POLL_MS = 2_000;

/** `GET /admin/summary`: counts, storage used and generation jobs; asked again while a job is under way. */
export const fetchAdminSummary = async (api: ApiClient): Promise<AdminSummary> =>
  unwrap(await api.get<AdminSummary>(AdminPaths.summary.path));

export const adminSummaryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.summary,
    queryFn: () => fetchAdminSummary(api),
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.state === 'queued' || job.state === 'running') ? RUNNING_POLL_MS : false,
  });

export const useAdminSummary = () => useQuery({ ...adminSummaryQuery(useApi()), select: useDemoTexts() });
