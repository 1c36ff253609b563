import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ViewerSource } from '../../../viewer/core/izoom-source';
import { LoadError } from '../../components/LoadError';
import { useViewerModule, type ViewerModule } from './use-viewer-module';
import { type SourceRequest, useViewerSource } from './use-viewer-source';

/** Loads the viewer and what it shows: a spinner meanwhile, a retryable error, then `children(source, viewer)`. */
export const ViewerSourceGate = ({
  request,
  children,
}: {
  request: SourceRequest;
  children: (source: ViewerSource, viewer: ViewerModule) => ReactNode;
}) => {
  const { t } = useLingui();
  const { data: source, isPending, isError, error, refetch } = useViewerSource(request);
  const module = useViewerModule();
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
  if (isPending || module.isPending) {
    return (
      <Center h="100%" data-testid="viewer-loading">
        <Loader color="gray" aria-label={t`Loading the picture`} />
      </Center>
    );
  }
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
  return children(source, module.data);
};
