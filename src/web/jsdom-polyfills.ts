/** What Mantine needs and jsdom lacks, for component tests: matchMedia, ResizeObserver and document.fonts. */
export function polyfillJsdom(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // A textarea with autosize listens for web fonts loading.
  if (!('fonts' in document)) {
    const fonts = { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }
}
