import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { preloadViewerModule } from './use-viewer-module';
import type { SourceRequest } from './use-viewer-source';
import { ViewerCanvas } from './ViewerCanvas';
import { ViewerSourceGate } from './ViewerSourceGate';

// This page always shows the viewer: its files start loading with this page's, not after its first render.
preloadViewerModule();

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

/**
 * /embed: the bare viewer filling the window, for iframes: `?izoom=ID` or `?dzi=URL`, and `view`; with
 * neither, the sample izoom of the viewer's data file.
 */
export const EmbedPage = ({ izoom, dzi, view }: EmbedSearch) => {
  const request: SourceRequest = izoom !== undefined ? { izoom } : dzi ? { dzi } : { sample: true };
  return (
    <Frame>
      <Viewer request={request} view={view} />
    </Frame>
  );
};
