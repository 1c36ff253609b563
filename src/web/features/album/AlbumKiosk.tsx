import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { fitZoom } from '../../../viewer/core/camera';
import type { ViewerSource } from '../../../viewer/core/izoom-source';
import type { MountedViewer } from '../../../viewer/dom/mount-viewer';
import { useApi } from '../../api/context';
import { hideCursorWhenIdle } from '../../kiosk/idle-cursor';
import { createTour, type TourStop } from '../../kiosk/tour';
import { ScreenWakeLock } from '../../kiosk/wake-lock';
import { saveAlbum } from '../../offline/album-saver';
import { loadSavedAlbums, savedAlbum } from '../../offline/saved-albums';
import { appUpdates, reloadToNewVersion } from '../../offline/updates';
import { FocusViewer } from '../viewer/FocusViewer';
import { izoomRequest, viewerSourceQuery } from '../viewer/use-viewer-source';
import { viewingOrder } from './album-order';

const TICK_MS = 250;
/** What a kiosk keeps of its album: enough for a screen. */
const KIOSK_DETAIL = 'screen';
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/** Flies the viewer to a stop of the tour: the whole izoom, or a closer look at a point of it. */
const showStop = (viewer: MountedViewer, source: ViewerSource, stop: TourStop) => {
  if (stop.view === 'home') return viewer.apply({ kind: 'home' });
  const { width, height } = viewer.canvas.getBoundingClientRect();
  viewer.flyTo({
    centerX: stop.view.x * source.canvas.width,
    centerY: stop.view.y * source.canvas.height,
    zoom: fitZoom(source.canvas, { width, height }) * stop.view.zoomFactor,
  });
};

/**
 * Holds the sources of these izooms: a query someone observes is never garbage-collected, so a kiosk that
 * has lost the network still has the manifest of every izoom it showed (their tiles stay in the viewer).
 */
const useKeptSources = (album: AlbumWithIzooms, izooms: readonly number[]) => {
  const api = useApi();
  useQueries({ queries: izooms.map((izoom) => viewerSourceQuery(api, izoomRequest(izoom, manifestOf(album, izoom)))) });
};

const manifestOf = (album: AlbumWithIzooms, izoom: number) =>
  album.izooms.find((item) => item.id === izoom)?.manifestUrl;

/**
 * Kiosk mode (`?kiosk`, optional `dwell` seconds per izoom): a looping tour of the album in focus mode,
 * the screen kept awake, the cursor hidden when idle; a visitor's touch pauses the tour until a minute
 * passes without input.
 */
export const AlbumKiosk = ({ album, dwellSeconds }: { album: AlbumWithIzooms; dwellSeconds?: number }) => {
  const navigate = useNavigate();
  const tour = useMemo(
    () => createTour({ items: viewingOrder(album), ...(dwellSeconds ? { dwellMs: dwellSeconds * 1000 } : {}) }),
    [album, dwellSeconds],
  );
  const [stop, setStop] = useState<TourStop | null>(() => tour.current());
  const order = useMemo(() => viewingOrder(album), [album]);
  const at = stop ? order.indexOf(stop.izoom) : -1;
  const [seen, setSeen] = useState<readonly number[]>([]);
  if (stop && !seen.includes(stop.izoom)) setSeen([...seen, stop.izoom]);
  const upcoming = order[(at + 1) % order.length];
  useKeptSources(album, upcoming === undefined || seen.includes(upcoming) ? seen : [...seen, upcoming]);
  const [wakeLock, setWakeLock] = useState<'held' | 'not held'>('not held');
  const shown = useRef<{ viewer: MountedViewer; source: ViewerSource } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    tour.start(performance.now());
    setStop(tour.current());
    const timer = setInterval(() => {
      if (tour.tick(performance.now()) === 'none') return;
      const next = tour.current();
      // Between tours (back at the first izoom) is when a kiosk takes a new version of the app.
      if (next && next.step === 0 && next.izoom === order[0] && appUpdates()?.waiting()) void reloadToNewVersion();
      setStop(next);
    }, TICK_MS);
    const onInput = () => tour.noteInput(performance.now());
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, true);
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    };
  }, [tour, order]);

  useEffect(() => {
    const lock = new ScreenWakeLock();
    void lock.enable().then((held) => setWakeLock(held ? 'held' : 'not held'));
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
    const showCursor = hideCursorWhenIdle(document.body);
    return () => {
      showCursor();
      void lock.disable();
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  // A kiosk keeps its album on the device by itself, so the tour goes on through any network loss.
  useEffect(() => {
    void loadSavedAlbums().then(() => {
      if (!savedAlbum(album.id)) void saveAlbum(album, KIOSK_DETAIL).catch(() => undefined);
    });
  }, [album]);

  useEffect(() => {
    if (stop && shown.current) showStop(shown.current.viewer, shown.current.source, stop);
  }, [stop]);

  if (!stop) return null;
  // A visitor's next or previous is input too: the tour waits, from the izoom they chose.
  const goTo = (izoom: number) => {
    tour.jumpTo(izoom);
    tour.noteInput(performance.now());
    setStop(tour.current());
  };
  return (
    <div ref={frame} data-testid="kiosk" data-kiosk-izoom={stop.izoom} data-wake-lock={wakeLock}>
      <FocusViewer
        izoom={stop.izoom}
        manifestUrl={manifestOf(album, stop.izoom)}
        onViewChange={() => undefined}
        onClose={() => void navigate({ to: '.', search: (prev) => ({ ...prev, kiosk: undefined, dwell: undefined }) })}
        onNext={order.length > 1 ? () => goTo(order[(at + 1) % order.length] ?? stop.izoom) : undefined}
        onPrevious={
          order.length > 1 ? () => goTo(order[(at - 1 + order.length) % order.length] ?? stop.izoom) : undefined
        }
        onViewer={(viewer, source) => {
          shown.current = viewer && source ? { viewer, source } : null;
          const current = tour.current();
          if (shown.current && current && current.step > 0)
            showStop(viewer as MountedViewer, source as ViewerSource, current);
        }}
      />
    </div>
  );
};
