// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCanvas, type FrameHost, type FrameHostOptions, hostFrames } from './frame-host';

let frames: FrameRequestCallback[] = [];
let observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = [];
let ratioQueries: { query: string; listeners: Set<() => void> }[] = [];
let container: HTMLDivElement;
let size = { width: 800, height: 600 };
let log: string[] = [];
let host: FrameHost;

const runFrames = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(1000);
};

const mount = (extra: Partial<FrameHostOptions> = {}): HTMLCanvasElement => {
  const canvas = addCanvas(container, 'A view', 'test-canvas');
  host = hostFrames({
    container,
    canvas,
    drawer: { loseContext: () => log.push('lose'), restoreContext: () => log.push('repair') },
    draw: (now) => log.push(`draw ${now}`),
    onResize: (viewport) => log.push(`resize ${viewport.width}x${viewport.height}`),
    onContextRestored: () => log.push('refetch'),
    onOnline: () => log.push('online'),
    teardown: () => log.push('teardown'),
    ...extra,
  });
  return canvas;
};

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly entry = { callback: (() => undefined) as () => void, observed: [] as Element[], disconnected: false };
      constructor(callback: () => void) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    ratioQueries.push(entry);
    return {
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  container = document.createElement('div');
  size = { width: 800, height: 600 };
  Object.defineProperty(container, 'clientWidth', { get: () => size.width });
  Object.defineProperty(container, 'clientHeight', { get: () => size.height });
  document.body.append(container);
});

afterEach(() => {
  host.destroy();
  container.remove();
  vi.unstubAllGlobals();
  frames = [];
  observers = [];
  ratioQueries = [];
  log = [];
});

describe('the frame host', () => {
  it('puts a named canvas in the container and measures the container', () => {
    const canvas = mount();
    expect(container.querySelector('canvas')).toBe(canvas);
    expect(canvas.getAttribute('aria-label')).toBe('A view');
    expect(canvas.dataset.testid).toBe('test-canvas');
    expect(host.viewport).toEqual({ width: 800, height: 600 });
  });

  it('asks for one frame at a time, and for another once it is drawn', () => {
    mount();
    expect(host.pending).toBe(false);
    host.invalidate();
    host.invalidate();
    expect(frames).toHaveLength(1);
    expect(host.pending).toBe(true);
    runFrames();
    expect(log).toEqual(['draw 1000']);
    expect(host.pending).toBe(false);
    host.invalidate();
    expect(frames).toHaveLength(1);
  });

  it('measures the container again when it is resized, tells the mount and draws', () => {
    mount();
    expect(observers[0]?.observed).toEqual([container]);
    size = { width: 390, height: 844 };
    observers[0]?.callback();
    expect(host.viewport).toEqual({ width: 390, height: 844 });
    runFrames();
    expect(log).toEqual(['resize 390x844', 'draw 1000']);
  });

  it('draws again when the device-pixel ratio changes, and listens for the next change', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    mount();
    expect(host.dpr()).toBe(2);
    expect(ratioQueries.map((q) => q.query)).toEqual(['(resolution: 2dppx)']);
    vi.stubGlobal('devicePixelRatio', 3);
    for (const listener of [...(ratioQueries[0]?.listeners ?? [])]) listener();
    expect(host.dpr()).toBe(3);
    expect(frames).toHaveLength(1);
    expect(ratioQueries[0]?.listeners.size).toBe(0);
    expect(ratioQueries[1]?.query).toBe('(resolution: 3dppx)');
    expect(ratioQueries[1]?.listeners.size).toBe(1);
  });

  it('keeps a lost WebGL context to be given back, draws nothing meanwhile, then repairs, refetches and draws', () => {
    const canvas = mount();
    host.invalidate();
    const lost = new Event('webglcontextlost', { cancelable: true });
    canvas.dispatchEvent(lost);
    expect(lost.defaultPrevented).toBe(true);
    runFrames();
    expect(log).toEqual(['lose']);
    canvas.dispatchEvent(new Event('webglcontextrestored'));
    runFrames();
    expect(log).toEqual(['lose', 'repair', 'refetch', 'draw 1000']);
  });

  it('repaints a 2D canvas that comes back blank', () => {
    const canvas = mount();
    canvas.dispatchEvent(new Event('contextrestored'));
    runFrames();
    expect(log).toEqual(['repair', 'refetch', 'draw 1000']);
  });

  it('tells the mount when the network is back, and draws when the page is shown again', () => {
    mount();
    window.dispatchEvent(new Event('online'));
    expect(log).toEqual(['online']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(frames).toHaveLength(1);
  });

  it('on destroy stops everything, runs the teardown once and takes the canvas away', () => {
    const canvas = mount();
    host.invalidate();
    host.destroy();
    host.destroy();
    expect(log).toEqual(['teardown']);
    expect(host.destroyed).toBe(true);
    expect(canvas.isConnected).toBe(false);
    expect(observers[0]?.disconnected).toBe(true);
    expect(ratioQueries[0]?.listeners.size).toBe(0);
    runFrames();
    host.invalidate();
    canvas.dispatchEvent(new Event('webglcontextrestored'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(frames).toHaveLength(0);
    expect(log).toEqual(['teardown']);
  });
});
