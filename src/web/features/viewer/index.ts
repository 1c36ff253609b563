/** What other features use of the focus viewer: the viewer itself and the query that loads its source. */
export { FocusViewer } from './FocusViewer';
export { fetchIzoomSource, izoomRequest, viewerSourceQuery } from './use-viewer-source';
