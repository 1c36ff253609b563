// Starts the app: puts its files, which index.html holds in `<template id="app-files">` (build/app-files-plugin.ts),
// in the page once the splash has painted, so that no script of the app is fetched, let alone run, before the
// first frame. In a hidden page (a background tab, a prerender) frames wait for it to be shown, so it starts at once.
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
  const start = () => document.head.append(document.importNode(files.content, true));
  if (document.visibilityState !== 'visible') start();
  // The frame's callbacks run before its paint; the task after them, once it is painted.
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
