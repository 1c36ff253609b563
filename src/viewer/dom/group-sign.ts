/**
 * A group's name as the picture on its sign, upside down as WebGL reads a bitmap's rows. Drawn where the scene is
 * (the drawer's worker, off the page's main thread), in the page's font family (system fonts, which a worker has).
 */
export const signPicture = (name: string, fontFamily: string): Promise<ImageBitmap> => {
  const canvas = new OffscreenCanvas(1024, 160);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#f4f1ec';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#2b2724';
    context.font = `500 72px ${fontFamily || 'sans-serif'}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name, canvas.width / 2, canvas.height / 2, canvas.width - 80);
  }
  return createImageBitmap(canvas, { imageOrientation: 'flipY' });
};
