/**
 * A group's name as the picture on its sign, drawn here in the page's own font (a worker has not loaded it),
 * upside down as WebGL reads a bitmap's rows.
 */
export const signPicture = (name: string): Promise<ImageBitmap> => {
  const canvas = document.createElement('canvas');
  canvas.width = 1024;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#f4f1ec';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#2b2724';
    context.font = `500 72px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name, canvas.width / 2, canvas.height / 2, canvas.width - 80);
  }
  return createImageBitmap(canvas, { imageOrientation: 'flipY' });
};
