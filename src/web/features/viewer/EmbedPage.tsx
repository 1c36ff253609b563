import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import type { MountedViewer, ViewerSource } from '../../../viewer';
import { connectEmbedApi } from '../embed';
import { FailedPicturesNote } from './FailedPicturesNote';
import { preloadFocusViewer } from './use-viewer-module';
import type { SourceRequest } from './use-viewer-source';
import { ViewerCanvas } from './ViewerCanvas';
import { ViewerSourceGate } from './ViewerSourceGate';

// This page always shows the viewer: its files start loading with this page's, not after its first render.
preloadFocusViewer();

export interface EmbedSearch {
  izoom?: number;
  dzi?: string;
  iiif?: string;
  view?: string;
}

const Frame = ({ children }: { children: ReactNode }) => (
  <main style={{ position: 'fixed', inset: 0, background: '#111' }}>{children}</main>
);

/** Framed by another page: that page drives the viewer with `postMessage` (features/embed). */
const useEmbedApi = () => {
  const disconnect = useRef<(() => void) | null>(null);
  useEffect(() => () => disconnect.current?.(), []);
  return (viewer: MountedViewer | null, source: ViewerSource | null) => {
    disconnect.current?.();
    disconnect.current =
      viewer && source && window.parent !== window ? connectEmbedApi(viewer, source, window.parent) : null;
  };
};

const Viewer = ({ request, view }: { request: SourceRequest; view?: string }) => {
  const navigate = useNavigate();
  const onReady = useEmbedApi();
  return (
    <ViewerSourceGate request={request}>
      {(source, viewerModule) => (
        <>
          <ViewerCanvas
            source={source}
            viewerModule={viewerModule}
            view={view}
            onReady={onReady}
            onViewChange={(next) =>
              void navigate({ to: '/embed', search: (prev) => ({ ...prev, view: next }), replace: true })
            }
          />
          <FailedPicturesNote source={source} />
        </>
      )}
    </ViewerSourceGate>
  );
};

/**
 * /embed: the bare viewer filling the window, for iframes: `?izoom=ID`, `?dzi=URL` or `?iiif=INFO_JSON_URL`, and
 * `view`; with none, the sample izoom of the viewer's data file.
 */
export const EmbedPage = ({ izoom, dzi, iiif, view }: EmbedSearch) => {
  const request: SourceRequest = izoom !== undefined ? { izoom } : dzi ? { dzi } : iiif ? { iiif } : { sample: true };
  return (
    <Frame>
      <Viewer request={request} view={view} />
    </Frame>
  );
};
