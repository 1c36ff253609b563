import { useEffect, useMemo, useRef, useState } from 'react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { createTour, TOUR_DWELL_MS, type TourStop } from '../../kiosk/tour';
import { appUpdates, reloadToNewVersion } from '../../offline/updates';
import { viewingOrder } from './album-order';

const TICK_MS = 250;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * The kiosk's tour of its album, which runs for days while the admin changes the album. The album is read
 * again (`refresh`) on the tour's last izoom, or every dwell while it has none; a changed album (`album`, as
 * last read) takes over between tours, when the tour comes back to its first izoom, and so does a waiting new
 * version of the app. Offline, a read fails and the album the kiosk has stays.
 */
export const useKioskTour = (album: AlbumWithIzooms, dwellSeconds: number | undefined, refresh: () => void) => {
  const dwellMs = dwellSeconds ? dwellSeconds * 1000 : TOUR_DWELL_MS;
  /** The album of the round under way. */
  const [touring, setTouring] = useState(album);
  const latest = useRef(album);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one tour for the kiosk's life; a changed album is queued into it below.
  const tour = useMemo(() => createTour({ items: viewingOrder(touring), dwellMs }), [dwellMs]);
  const [stop, setStop] = useState<TourStop | null>(() => tour.current());
  const order = useMemo(() => viewingOrder(touring), [touring]);

  useEffect(() => {
    latest.current = album;
    // An empty tour has no round to finish: it takes the album at once.
    if (tour.queueItems(viewingOrder(album), performance.now())) {
      setTouring(album);
      setStop(tour.current());
    }
  }, [album, tour]);

  useEffect(() => {
    tour.start(performance.now());
    setStop(tour.current());
    let readAt = performance.now();
    const read = (now: number) => {
      readAt = now;
      refreshRef.current();
    };
    const timer = setInterval(() => {
      const now = performance.now();
      const tick = tour.tick(now);
      if (tour.status === 'empty' && now - readAt >= dwellMs) read(now);
      if (tick === 'none') return;
      const next = tour.current();
      if (tick === 'round') {
        setTouring(latest.current);
        if (appUpdates()?.waiting()) void reloadToNewVersion();
      }
      if (tick !== 'resumed' && next?.step === 0 && next.izoom === tour.items.at(-1)) read(now);
      setStop(next);
    }, TICK_MS);
    const onInput = () => tour.noteInput(performance.now());
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, true);
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    };
  }, [tour, dwellMs]);

  /** A visitor's next or previous is input too: the tour waits, from the izoom they chose. */
  const goTo = (izoom: number) => {
    tour.jumpTo(izoom);
    tour.noteInput(performance.now());
    setStop(tour.current());
  };

  return { tour, touring, order, stop, goTo };
};
