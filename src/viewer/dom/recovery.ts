/**
 * What a mounted view does when something it lost comes back: a WebGL context (every texture is
 * fetched again) or the network (tiles given up are asked again at once). Answers the detach.
 */
export const recoverLosses = (
  renderer: { onContextRestored(callback: () => void): () => void },
  engine: { textureLost(): void; retryFailed(): void },
  redraw: () => void,
): (() => void) => {
  const stopWatching = renderer.onContextRestored(() => {
    engine.textureLost();
    redraw();
  });
  const onOnline = () => engine.retryFailed();
  window.addEventListener('online', onOnline);
  return () => {
    stopWatching();
    window.removeEventListener('online', onOnline);
  };
};
