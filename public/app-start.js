// Starts the app: puts its files, which index.html holds in `<template id="app-files">` (build/app-files-plugin.ts),
// in the page once the splash's first paint is on screen, so that no script of the app is fetched, let alone run,
// before it. In a hidden page (a background tab, a prerender) nothing is painted until it is shown: it starts at once.
// Loaded by index.html (defer: after the parse); a plain script, as the CSP allows no inline one.
(() => {
  const files = document.getElementById('app-files');
  if (!(files instanceof HTMLTemplateElement)) return;
  // Chromium makes its offer to install once a page load, maybe before the app's scripts have run: kept for them
  // (src/web/install/install-prompt.ts reads it as it starts), without Chromium's own banner, as the app does.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.izoomEarlyInstallOffer = event;
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(document.importNode(files.content, true));
  };
  if (document.visibilityState !== 'visible') return start();
  // The paint's entry is reported once the frame is on screen, which can be well after the main thread painted it.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(start, 0));
  // Should no paint be reported (a page shown but never drawn), the app starts all the same.
  setTimeout(start, 2000);
})();
