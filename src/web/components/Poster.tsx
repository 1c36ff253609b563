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
}

/** A poster from its renditions (`srcset`, lazy), or a quiet placeholder when there is none yet. */
export const Poster = ({ poster, alt, sizes, aspect = 16 / 10 }: PosterProps) => {
  const frame = { aspectRatio: String(aspect), width: '100%', display: 'block' } as const;
  if (!poster || poster.renditions.length === 0) {
    return (
      <Center style={frame} bg="var(--mantine-color-default-hover)" data-testid="poster-placeholder">
        <IconPhoto size={32} stroke={1.25} color="var(--mantine-color-dimmed)" aria-hidden />
      </Center>
    );
  }
  const largest = poster.renditions[poster.renditions.length - 1];
  return (
    <img
      src={largest.url}
      srcSet={poster.renditions.map((r) => `${r.url} ${r.width}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={{ ...frame, objectFit: 'cover' }}
    />
  );
};
