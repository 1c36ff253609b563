import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { IzoomPoster } from '../../shared/schemas/izooms';

interface PosterProps {
  poster: IzoomPoster | null;
  alt: string;
  /** The `sizes` attribute: how wide the poster is shown. */
  sizes: string;
  /** Width ÷ height of the frame; the poster covers it. */
  aspect?: number;
  /** The page's first and largest picture: fetched at once, ahead of the rest (see server/plugins/page-preload). */
  priority?: boolean;
}

const srcSet = (renditions: IzoomPoster['renditions']) => renditions.map((r) => `${r.url} ${r.width}w`).join(', ');

/**
 * A poster from its renditions: AVIF where the browser takes it, JPEG otherwise, each width in `srcset` so the
 * browser fetches the one the frame needs; its size set, so nothing moves when it arrives. Lazy unless `priority`.
 * A quiet placeholder when there is none yet.
 */
export const Poster = ({ poster, alt, sizes, aspect = 16 / 10, priority = false }: PosterProps) => {
  const frame = { aspectRatio: String(aspect), width: '100%', display: 'block' } as const;
  if (!poster || poster.renditions.length === 0) {
    return (
      <Center style={frame} bg="var(--mantine-color-default-hover)" data-testid="poster-placeholder">
        <IconPhoto size={32} stroke={1.25} color="var(--mantine-color-dimmed)" aria-hidden />
      </Center>
    );
  }
  const largest = poster.renditions[poster.renditions.length - 1];
  // Albums kept offline by an older version have no AVIFs.
  const avif = poster.avif ?? [];
  return (
    <picture style={{ display: 'block' }}>
      {avif.length > 0 && <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />}
      <img
        src={largest.url}
        srcSet={srcSet(poster.renditions)}
        sizes={sizes}
        width={poster.width}
        height={poster.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ ...frame, height: 'auto', objectFit: 'cover' }}
      />
    </picture>
  );
};
