import { join } from 'node:path';
import { type OutsideSite, serveOutsideSite } from './outside-site';

/**
 * Mirador 4 (npm `mirador`, its self-contained UMD bundle with its own React) on another site: the page opens the
 * IIIF resource named by `?open=` in one window. A plugin on Mirador's OpenSeadragonViewer hands its OpenSeadragon
 * viewer to the page as `window.osd`, so a test can wait for tiles and find where the picture is drawn.
 */
const PAGE = `<!doctype html><meta charset="utf-8"><title>Another site with Mirador</title><link rel="icon" href="data:,">
<style>html, body { margin: 0; height: 100% } #mirador { position: absolute; inset: 0 }</style>
<div id="mirador"></div>
<script src="/mirador/mirador.min.js"></script>
<script>
  const grab = ({ viewer }) => {
    if (viewer) window.osd = viewer;
    return null;
  };
  window.mirador = Mirador.viewer(
    {
      id: 'mirador',
      windows: [{ manifestId: new URLSearchParams(location.search).get('open') }],
      window: { allowClose: false, allowMaximize: false },
      workspaceControlPanel: { enabled: false },
    },
    [{ target: 'OpenSeadragonViewer', mode: 'add', component: grab }],
  );
</script>`;

export const serveMiradorSite = (): Promise<OutsideSite> =>
  serveOutsideSite({ '/': PAGE }, { '/mirador/': join(process.cwd(), 'node_modules/mirador/dist') });
