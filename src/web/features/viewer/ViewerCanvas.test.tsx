// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitZoom, type MountedViewer, type MountOptions, type ViewerSource } from '../../../viewer';
import type { ViewerModule } from './use-viewer-module';
import { ViewerCanvas } from './ViewerCanvas';

afterEach(cleanup);

const sourceOf = (title: string, width: number): ViewerSource => ({
  title,
  canvas: { width, height: 1 },
  pictures: [],
});
const first = sourceOf('First', 4 / 3);
const second = sourceOf('Second', 2);

const setup = () => {
  const viewer = { setSource: vi.fn(), destroy: vi.fn() } as unknown as MountedViewer;
  const mounts: MountOptions[] = [];
  const viewerModule = {
    mountViewer: vi.fn((_element: HTMLElement, _source: ViewerSource, options: MountOptions) => {
      mounts.push(options);
      return viewer;
    }),
  } as unknown as ViewerModule;
  const onReady = vi.fn();
  const onViewChange = vi.fn();
  const canvasFor = (source: ViewerSource, view?: string) => (
    <ViewerCanvas
      source={source}
      viewerModule={viewerModule}
      view={view}
      onViewChange={onViewChange}
      onReady={onReady}
    />
  );
  return { viewer, viewerModule, mounts, onReady, onViewChange, canvasFor };
};

describe('ViewerCanvas', () => {
  it('keeps its viewer when the source changes, showing the new source in it', () => {
    const { viewer, viewerModule, onReady, canvasFor } = setup();
    const { rerender } = render(canvasFor(first));
    expect(viewerModule.mountViewer).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenLastCalledWith(viewer, first);
    expect(window.izoomViewer).toBe(viewer);

    rerender(canvasFor(second));
    expect(viewerModule.mountViewer).toHaveBeenCalledTimes(1);
    expect(viewer.setSource).toHaveBeenCalledWith(second, undefined);
    expect(onReady).toHaveBeenLastCalledWith(viewer, second);
    expect(viewer.destroy).not.toHaveBeenCalled();
    expect(window.izoomViewer).toBe(viewer);
  });

  it('opens the new source at the view of the URL, and reports views against it', () => {
    const { viewer, mounts, onViewChange, canvasFor } = setup();
    const { rerender } = render(canvasFor(first));
    rerender(canvasFor(second, '1.00000,0.50000,2.0000'));
    // jsdom lays nothing out: the viewport is 1 × 1.
    const zoom = 2 * fitZoom(second.canvas, { width: 1, height: 1 });
    expect(viewer.setSource).toHaveBeenCalledWith(second, { centerX: 1, centerY: 0.5, zoom });
    mounts[0]?.onViewChange?.({ centerX: 1, centerY: 0.5, zoom });
    expect(onViewChange).toHaveBeenLastCalledWith('1.00000,0.50000,2.0000');
  });

  it('destroys the viewer when it goes, and says so', () => {
    const { viewer, onReady, canvasFor } = setup();
    const { unmount } = render(canvasFor(first));
    unmount();
    expect(viewer.destroy).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenLastCalledWith(null, null);
    expect(window.izoomViewer).toBeUndefined();
  });
});
