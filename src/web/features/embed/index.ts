/** The embed API: a page framing /embed drives its viewer with `postMessage` (README "Embed API"). */
export { connectEmbedApi } from './embed-bridge';
