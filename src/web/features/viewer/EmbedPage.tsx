import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type SourceRequest, useViewerSource } from './use-viewer-source';
import { ViewerCanvas } from './ViewerCanvas';

export interface EmbedSearch {
  izoom?: number;
  dzi?: string;
  view?: string;
}

const Frame = ({ children }: { children: ReactNode }) => (
  <main style={{ position: 'fixed', inset: 0, background: '#111' }}>{children}</main>
);

const Viewer = ({ request, view }: { request: SourceRequest; view?: string }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
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
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertTriangle size={18} />}
          title={t`The picture could not be opened`}
          data-testid="viewer-error"
        >
          <Stack gap="sm" align="flex-start">
            {error.message}
            <Button size="xs" variant="white" color="red" onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return (
    <ViewerCanvas
      source={source}
      view={view}
      onViewChange={(next) =>
        void navigate({ to: '/embed', search: (prev) => ({ ...prev, view: next }), replace: true })
      }
    />
  );
};

/** /embed: the bare viewer filling the window, for iframes: `?izoom=ID` or `?dzi=URL`, and `view`. */
export const EmbedPage = ({ izoom, dzi, view }: EmbedSearch) => {
  const request: SourceRequest | null = izoom !== undefined ? { izoom } : dzi ? { dzi } : null;
  return (
    <Frame>
      {request ? (
        <Viewer request={request} view={view} />
      ) : (
        <Center h="100%" c="gray.3" data-testid="viewer-nothing">
          <Trans>Nothing to show: open /embed?izoom=ID or /embed?dzi=URL.</Trans>
        </Center>
      )}
    </Frame>
  );
};
