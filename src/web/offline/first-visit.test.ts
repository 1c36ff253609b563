import { describe, expect, it } from 'vitest';
import { ADOPT_MEDIA_MAX } from '../../shared/offline-caches';
import { mediaUrls } from './first-visit';

describe('mediaUrls', () => {
  const origin = 'http://127.0.0.1:8080';

  it('keeps this origin’s media, each once, and nothing else', () => {
    expect(
      mediaUrls(
        [
          `${origin}/media/i/1/v1-k/0_files/9/0_0.jpeg`,
          `${origin}/assets/index-abc.js`,
          `${origin}/app-config.json`,
          'https://elsewhere.example/media/i/1/x.jpeg',
          `${origin}/media/i/1/v1-k/0_files/9/0_0.jpeg`,
          'not a url',
          `${origin}/media/a/2/poster-320.webp`,
        ],
        origin,
      ),
    ).toEqual([`${origin}/media/i/1/v1-k/0_files/9/0_0.jpeg`, `${origin}/media/a/2/poster-320.webp`]);
  });

  it('hands over the last ones when there are too many', () => {
    const urls = Array.from({ length: ADOPT_MEDIA_MAX + 5 }, (_, i) => `${origin}/media/t/${i}.jpeg`);
    const kept = mediaUrls(urls, origin);
    expect(kept).toHaveLength(ADOPT_MEDIA_MAX);
    expect(kept[0]).toBe(`${origin}/media/t/5.jpeg`);
  });
});
