/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { ADOPT_MEDIA, SKIP_WAITING } from '../src/shared/offline-caches';
import { adoptMedia, registerRuntimeRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell and the viewer's files (vite.config.ts lists what goes in): all of one build together, so a
// new viewer version replaces its framework, code and data at once.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeRoutes();

// The first visit is served by this worker at once (so what it shows is cached for offline); a newer
// version waits until the page agrees to reload (src/web/offline/updates.ts).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
  if (event.data?.type === ADOPT_MEDIA) event.waitUntil(adoptMedia(event.data.urls, event));
});
