import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { fitZoom, type MountedViewer, type ViewerSource } from '../../../viewer';
import { useApi } from '../../api/context';
import { hideCursorWhenIdle } from '../../kiosk/idle-cursor';
import type { TourStop } from '../../kiosk/tour';
import { ScreenWakeLock } from '../../kiosk/wake-lock';
import { isSaving, saveAlbum, savedCopyOutdated } from '../../offline/album-saver';
import { loadSavedAlbums, savedAlbum } from '../../offline/saved-albums';
import { FocusViewer, izoomRequest, viewerSourceQuery } from '../viewer';
import { useKioskTour } from './use-kiosk-tour';

/** What a kiosk keeps of its album: enough for a screen. */
const KIOSK_DETAIL = 'screen';

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
const useKeptSources = (albums: readonly AlbumWithIzooms[], izooms: readonly number[]) => {
  const api = useApi();
  const manifest = (izoom: number) => albums.map((album) => manifestOf(album, izoom)).find(Boolean);
  useQueries({ queries: izooms.map((izoom) => viewerSourceQuery(api, izoomRequest(izoom, manifest(izoom)))) });
};

const manifestOf = (album: AlbumWithIzooms, izoom: number) =>
  album.izooms.find((item) => item.id === izoom)?.manifestUrl;

/**
 * Kiosk mode (`?kiosk`, optional `dwell` seconds per izoom): a looping tour of the album in focus mode,
 * the screen kept awake, the cursor hidden when idle; a visitor's touch pauses the tour until a minute
 * passes without input. `onRefresh` reads the album again; a changed album is taken between tours.
 */
export const AlbumKiosk = ({
  album,
  dwellSeconds,
  onRefresh,
}: {
  album: AlbumWithIzooms;
  dwellSeconds?: number;
  onRefresh: () => void;
}) => {
  const navigate = useNavigate();
  const { tour, touring, order, stop, goTo } = useKioskTour(album, dwellSeconds, onRefresh);
  const at = stop ? order.indexOf(stop.izoom) : -1;
  const [seen, setSeen] = useState<readonly number[]>([]);
  if (stop && !seen.includes(stop.izoom)) setSeen([...seen, stop.izoom]);
  const upcoming = tour.upcoming() ?? undefined;
  const kept = seen.filter((izoom) => order.includes(izoom));
  // The upcoming izoom may be the first of a changed album, next round's.
  useKeptSources([touring, album], upcoming === undefined || kept.includes(upcoming) ? kept : [...kept, upcoming]);
  const [wakeLock, setWakeLock] = useState<'held' | 'not held'>('not held');
  const shown = useRef<{ viewer: MountedViewer; source: ViewerSource } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

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

  // A kiosk keeps its album on the device by itself, so the tour goes on through any network loss; and again
  // when the album it tours has changed.
  useEffect(() => {
    void loadSavedAlbums().then(() => {
      if (isSaving(touring.id) || !savedCopyOutdated(touring)) return;
      void saveAlbum(touring, savedAlbum(touring.id)?.detail ?? KIOSK_DETAIL).catch(() => undefined);
    });
  }, [touring]);

  useEffect(() => {
    if (stop && shown.current) showStop(shown.current.viewer, shown.current.source, stop);
  }, [stop]);

  if (!stop) return null;
  return (
    <div ref={frame} data-testid="kiosk" data-kiosk-izoom={stop.izoom} data-wake-lock={wakeLock}>
      <FocusViewer
        izoom={stop.izoom}
        manifestUrl={manifestOf(touring, stop.izoom)}
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
