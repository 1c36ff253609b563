import { LinearFilter, NoColorSpace, Texture } from 'three';

/** A tile's texture: display-ready JPEG pixels shown as they are (no sRGB conversion), no mipmaps. */
export const tileTexture = (image: ImageBitmap): Texture => {
  const texture = new Texture(image);
  texture.colorSpace = NoColorSpace;
  texture.flipY = false;
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
};
