import { Trans } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SourceRequest } from './use-viewer-source';
import { ViewerCanvas } from './ViewerCanvas';
import { ViewerSourceGate } from './ViewerSourceGate';

export interface EmbedSearch {
  izoom?: number;
  dzi?: string;
  view?: string;
}

const Frame = ({ children }: { children: ReactNode }) => (
  <main style={{ position: 'fixed', inset: 0, background: '#111' }}>{children}</main>
);

const Viewer = ({ request, view }: { request: SourceRequest; view?: string }) => {
  const navigate = useNavigate();
  return (
    <ViewerSourceGate request={request}>
      {(source, viewerModule) => (
        <ViewerCanvas
          source={source}
          viewerModule={viewerModule}
          view={view}
          onViewChange={(next) =>
            void navigate({ to: '/embed', search: (prev) => ({ ...prev, view: next }), replace: true })
          }
        />
      )}
    </ViewerSourceGate>
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
