/**
 * The viewer benchmark's probe, injected before any page script (plain JS: tsx would add helpers to
 * functions handed to page.evaluate). For both viewers: every requestAnimationFrame time, and `until`,
 * when a condition first holds after a frame. `ours*` drives izoom's /embed viewer (window.izoomViewer),
 * `osd*` an OpenSeadragon viewer it opens in #osd, `floorLoad` no viewer at all: only the requests and decoding,
 * `floorShow` the same and then one frame drawing the view's tiles, as little as any viewer showing them does.
 */
(() => {
  /** @type {[number, number][]} [frame time stamp, ms since the previous frame] */
  const frames = [];
  let last = 0;
  const tick = (now) => {
    if (last) frames.push([now, now - last]);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  // Checked in a task after each frame, so neither viewer's frame callback order decides when it is seen.
  const until = (ready, timeoutMs = 60_000) =>
    new Promise((resolve) => {
      const start = performance.now();
      const check = () => {
        const now = performance.now();
        if (ready()) resolve(now);
        else if (now - start > timeoutMs) resolve(null);
        else requestAnimationFrame(() => setTimeout(check, 0));
      };
      check();
    });

  const near = (camera, target) =>
    Math.abs(camera.zoom / target.zoom - 1) < 1e-6 &&
    Math.abs(camera.centerX - target.centerX) * camera.zoom < 0.5 &&
    Math.abs(camera.centerY - target.centerY) * camera.zoom < 0.5;

  /** floorShow's decoded tiles by URL, and its canvas. */
  const shownTiles = new Map();
  let shown = null;
  const showCanvas = () => {
    if (!shown) {
      const canvas = document.createElement('canvas');
      canvas.width = innerWidth;
      canvas.height = innerHeight;
      canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%';
      document.body.append(canvas);
      shown = canvas.getContext('2d', { alpha: false, desynchronized: true });
    }
    return shown;
  };

  let osd = null;
  let osdUpdated = false;
  const osdFit = (rect) => {
    osdUpdated = false;
    osd.viewport.fitBounds(osd.viewport.imageToViewportRectangle(rect.x, rect.y, rect.width, rect.height), true);
  };

  window.bench = {
    frames: () => frames,
    /** When the resource whose URL is `url` was requested (ms since the page's time origin). */
    requestedAt: (url) => performance.getEntriesByType('resource').find((e) => e.name === url)?.startTime ?? null,
    /** The protocol the resource whose URL is `url` came over (`http/1.1`, `h2`). */
    protocolOf: (url) => performance.getEntriesByName(url)[0]?.nextHopProtocol ?? null,
    /** When the first resource whose URL holds `part` had arrived. */
    arrivedAt: (part) =>
      performance.getEntriesByType('resource').find((e) => e.name.includes(part))?.responseEnd ?? null,

    /** Ours is sharp at the camera `target`: resolves with the time, or null after a minute. */
    oursSharp: (target) =>
      until(() => {
        const stats = window.izoomViewer?.stats();
        return !!stats && stats.sharp && near(stats.camera, target);
      }),
    oursCamera: () => window.izoomViewer?.stats().camera ?? null,
    /** Applies one camera delta and resolves when sharp at `target`: [start, sharp] times. */
    oursMove: async (delta, target) => {
      const start = performance.now();
      window.izoomViewer.apply(delta);
      return [start, await window.bench.oursSharp(target)];
    },

    /** Opens `url` in OpenSeadragon 6 with its canvas drawer, showing `rect` (picture pixels) from the start. */
    osdOpen: (url, rect) => {
      osd = window.OpenSeadragon({
        element: document.getElementById('osd'),
        tileSources: url,
        drawer: 'canvas',
        showNavigationControl: false,
      });
      osd.addHandler('open', () => osdFit(rect));
      osd.addHandler('viewport-change', () => {
        osdUpdated = true;
      });
    },
    /** OpenSeadragon has drawn since the last move and has every tile of its view. */
    osdSharp: () => until(() => osdUpdated && osd?.world.getItemAt(0)?.getFullyLoaded() === true),
    osdMove: async (rect) => {
      const start = performance.now();
      osdFit(rect);
      return [start, await window.bench.osdSharp()];
    },
    /**
     * The floor: fetches `first` (the .dzi), then every URL of `urls` at once, each decoded as a bitmap (tiles)
     * or read as text; resolves with [start, when the last was decoded]. What any viewer must at least do.
     */
    floorLoad: async (first, urls) => {
      const start = performance.now();
      for (const url of first) await (await fetch(url)).text();
      const decode = async (url) => (await createImageBitmap(await (await fetch(url)).blob())).close();
      await Promise.all(urls.map(decode));
      return [start, performance.now()];
    },
    /**
     * The floor, then the view drawn once: the step's tiles (`draws`: each tile's URL, the part of its file to draw and
     * where, in screen pixels) drawn in the next frame on a 2D canvas made as izoom's 2D drawer makes its own, and
     * seen as izoom's view is (`until`). Tiles decoded in an earlier step are kept. Resolves with [start, seen].
     */
    floorShow: async (first, urls, draws) => {
      const start = performance.now();
      for (const url of first) await (await fetch(url)).text();
      const decode = async (url) => shownTiles.set(url, await createImageBitmap(await (await fetch(url)).blob()));
      await Promise.all(urls.map(decode));
      let drawn = false;
      requestAnimationFrame(() => {
        const context = showCanvas();
        context.fillStyle = '#000000';
        context.fillRect(0, 0, context.canvas.width, context.canvas.height);
        for (const d of draws)
          context.drawImage(shownTiles.get(d.url), d.sx, d.sy, d.sw, d.sh, d.x, d.y, d.width, d.height);
        drawn = true;
      });
      return [start, await until(() => drawn)];
    },
    /** What OpenSeadragon shows, in picture pixels. */
    osdView: () => {
      const r = osd.viewport.viewportToImageRectangle(osd.viewport.getBounds(true));
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    },
  };
})();
