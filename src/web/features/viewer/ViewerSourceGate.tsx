import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ViewerSource } from '../../../viewer/core/izoom-source';
import { LoadError } from '../../components/LoadError';
import { type SourceRequest, useViewerSource } from './use-viewer-source';

/** Loads what the viewer shows: a spinner meanwhile, a retryable error, then `children(source)`. */
export const ViewerSourceGate = ({
  request,
  children,
}: {
  request: SourceRequest;
  children: (source: ViewerSource) => ReactNode;
}) => {
  const { t } = useLingui();
  const { data: source, isPending, isError, error, refetch } = useViewerSource(request);
  if (isPending) {
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
  return children(source);
};
