import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { ViewerSource } from '../../../viewer';
import { LoadError } from '../../components/LoadError';
import { useViewerModule, type ViewerModule } from './use-viewer-module';
import { type SourceRequest, useViewerSource } from './use-viewer-source';

/**
 * Loads the viewer and what it shows: a spinner meanwhile, a retryable error, then `children(source, viewer)`.
 * When the request changes, the source shown before stays (with `loading` true) until the next one is in, so
 * the mounted viewer is kept rather than swapped for a spinner.
 */
export const ViewerSourceGate = ({
  request,
  children,
}: {
  request: SourceRequest;
  children: (source: ViewerSource, viewer: ViewerModule, loading: boolean) => ReactNode;
}) => {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useViewerSource(request);
  const module = useViewerModule();
  const [previous, setPrevious] = useState<ViewerSource | null>(null);
  if (data && data !== previous) setPrevious(data);
  const source = data ?? (isPending ? previous : null);
  if (module.isError) {
    return (
      <Center h="100%" p="md">
        <LoadError
          variant="filled"
          title={t`The viewer could not be loaded`}
          message={module.error.message}
          onRetry={() => void module.refetch()}
          testId="viewer-error"
        />
      </Center>
    );
  }
  if (source && module.data) return children(source, module.data, !data);
  if (isError) {
    return (
      <Center h="100%" p="md">
        <LoadError
          variant="filled"
          title={t`The picture could not be opened`}
          message={error.message}
          onRetry={() => void refetch()}
          testId="viewer-error"
        />
      </Center>
    );
  }
  return (
    <Center h="100%" data-testid="viewer-loading">
      <Loader color="gray" aria-label={t`Loading the picture`} />
    </Center>
  );
};
