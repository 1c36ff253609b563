// `react` in the built app (build/react-on-preact.ts): Preact's compat layer, plus what React 19.2 has and Preact
// has not yet. Plain JavaScript: Preact's types declare `export =`, which TypeScript cannot re-export with `*`.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** React's `<Activity>` (Mantine's keep-mounted transitions): hidden children stay mounted, only not shown. */
export function Activity({ mode, children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
