/** The viewer's data file of this build (its URL from build/viewer-data-plugin.ts), as viewer-data-loader.ts loads it. */
import viewerDataUrl from 'virtual:izoom-viewer-data';
import { loadViewerDataFrom, type ViewerData } from './viewer-data-loader';

export type { SpriteName, ViewerData, ViewerPack } from './viewer-data-loader';

/** The viewer data, fetched on the first call; after a failure the next call tries again. */
export const loadViewerData = (): Promise<ViewerData> => loadViewerDataFrom(viewerDataUrl);
