/** build/viewer-data-plugin.ts: the URL of the viewer's data file (`viewer-data-<viewer version>-<hash>.bin`). */
declare module 'virtual:izoom-viewer-data' {
  const url: string;
  export default url;
}
