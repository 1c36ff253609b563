import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Camera, MountedViewer, ViewerCommand, ViewerSource } from '../../../viewer';
import type { ViewerModule } from './use-viewer-module';
import { formatView, parseView } from './view-param';

declare global {
  interface Window {
    /** The mounted viewer, for browser tests and benchmarks to read its numbers. */
    izoomViewer?: MountedViewer;
  }
}

interface ViewerCanvasProps {
  source: ViewerSource;
  /** The loaded viewer files (use-viewer-module.ts). */
  viewerModule: ViewerModule;
  /** The `view` search parameter to open at (read when a source comes in, not followed afterwards). */
  view?: string;
  onViewChange: (view: string) => void;
  onCommand?: (command: ViewerCommand) => void;
  /** The viewer showing `source`: once mounted, and again each time it shows another source; null once it is gone. */
  onReady?: (viewer: MountedViewer | null, source: ViewerSource | null) => void;
}

const viewportOf = (element: HTMLElement) => ({ width: element.clientWidth || 1, height: element.clientHeight || 1 });

/**
 * The deep-zoom view filling its parent; the view it settles on goes back out as a `view` string. One viewer
 * (one WebGL context, one tile cache) lives as long as this component: another source is shown in it.
 */
export const ViewerCanvas = ({ source, viewerModule, view, onViewChange, onCommand, onReady }: ViewerCanvasProps) => {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ source, view, onViewChange, onCommand, onReady });
  latest.current = { source, view, onViewChange, onCommand, onReady };
  const mounted = useRef<{ viewer: MountedViewer; source: ViewerSource } | null>(null);

  // In the commit, not after the next frame: the first view's tile requests leave one frame sooner.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const first = latest.current.source;
    const viewer = viewerModule.mountViewer(element, first, {
      label: first.title,
      initialCamera: parseView(latest.current.view, first.canvas, viewportOf(element)),
      onViewChange: (camera: Camera) => {
        const shown = mounted.current?.source ?? first;
        latest.current.onViewChange(formatView(camera, shown.canvas, viewportOf(element)));
      },
      onCommand: (command) => latest.current.onCommand?.(command),
    });
    mounted.current = { viewer, source: first };
    window.izoomViewer = viewer;
    latest.current.onReady?.(viewer, first);
    return () => {
      mounted.current = null;
      latest.current.onReady?.(null, null);
      if (window.izoomViewer === viewer) window.izoomViewer = undefined;
      viewer.destroy();
    };
  }, [viewerModule]);

  useEffect(() => {
    const element = container.current;
    const current = mounted.current;
    if (!element || !current || current.source === source) return;
    current.viewer.setSource(source, parseView(latest.current.view, source.canvas, viewportOf(element)));
    current.source = source;
    latest.current.onReady?.(current.viewer, source);
  }, [source]);

  return <div ref={container} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} data-testid="viewer" />;
};
