import { useEffect, useRef } from 'react';
import type { Camera } from '../../../viewer/core/camera';
import type { ViewerSource } from '../../../viewer/core/izoom-source';
import type { MountedViewer } from '../../../viewer/dom/mount-viewer';
import type { ViewerCommand } from '../../../viewer/input/deltas';
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
  /** The `view` search parameter to open at. */
  view?: string;
  onViewChange: (view: string) => void;
  onCommand?: (command: ViewerCommand) => void;
  /** The mounted viewer, for on-screen controls (null once it is gone). */
  onReady?: (viewer: MountedViewer | null) => void;
}

/** The deep-zoom view filling its parent; the view it settles on goes back out as a `view` string. */
export const ViewerCanvas = ({ source, viewerModule, view, onViewChange, onCommand, onReady }: ViewerCanvasProps) => {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ view, onViewChange, onCommand, onReady });
  latest.current = { view, onViewChange, onCommand, onReady };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const viewport = () => ({ width: element.clientWidth || 1, height: element.clientHeight || 1 });
    const viewer = viewerModule.mountViewer(element, source, {
      label: source.title,
      initialCamera: parseView(latest.current.view, source.canvas, viewport()),
      onViewChange: (camera: Camera) => latest.current.onViewChange(formatView(camera, source.canvas, viewport())),
      onCommand: (command) => latest.current.onCommand?.(command),
    });
    window.izoomViewer = viewer;
    latest.current.onReady?.(viewer);
    return () => {
      latest.current.onReady?.(null);
      if (window.izoomViewer === viewer) window.izoomViewer = undefined;
      viewer.destroy();
    };
  }, [source, viewerModule]);

  return <div ref={container} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} data-testid="viewer" />;
};
