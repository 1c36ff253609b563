import { useEffect, useRef } from 'react';
import type { Camera } from '../../../viewer/core/camera';
import type { ViewerSource } from '../../../viewer/core/izoom-source';
import { type MountedViewer, mountViewer } from '../../../viewer/dom/mount-viewer';
import { formatView, parseView } from './view-param';

declare global {
  interface Window {
    /** The mounted viewer, for browser tests and benchmarks to read its numbers. */
    izoomViewer?: MountedViewer;
  }
}

interface ViewerCanvasProps {
  source: ViewerSource;
  /** The `view` search parameter to open at. */
  view?: string;
  onViewChange: (view: string) => void;
}

/** The deep-zoom view filling its parent; the view it settles on goes back out as a `view` string. */
export const ViewerCanvas = ({ source, view, onViewChange }: ViewerCanvasProps) => {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ view, onViewChange });
  latest.current = { view, onViewChange };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const viewport = () => ({ width: element.clientWidth || 1, height: element.clientHeight || 1 });
    const viewer = mountViewer(element, source, {
      label: source.title,
      initialCamera: parseView(latest.current.view, source.canvas, viewport()),
      onViewChange: (camera: Camera) => latest.current.onViewChange(formatView(camera, source.canvas, viewport())),
    });
    window.izoomViewer = viewer;
    return () => {
      if (window.izoomViewer === viewer) window.izoomViewer = undefined;
      viewer.destroy();
    };
  }, [source]);

  return <div ref={container} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} data-testid="viewer" />;
};
