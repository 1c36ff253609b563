/**
 * What other features use of the focus viewer: the viewer itself, the preload of its files and the query that loads
 * its source.
 */
export { FocusViewer } from './FocusViewer';
export { preloadFocusViewer } from './use-viewer-module';
export { fetchIzoomSource, izoomRequest, viewerSourceQuery } from './use-viewer-source';
