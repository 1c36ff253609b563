import { useQuery } from '@tanstack/react-query';

/**
 * The viewer's own files (framework and code, see vite.config.ts), loaded when something is first viewed.
 * A failed load is an error the page shows with a retry, not a blank.
 */
export const useViewerModule = () =>
  useQuery({
    queryKey: ['viewer-module'],
    queryFn: () => import('../../../viewer/dom/mount-viewer'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export type ViewerModule = typeof import('../../../viewer/dom/mount-viewer');
