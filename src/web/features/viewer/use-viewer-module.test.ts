import { describe, expect, it } from 'vitest';
import { viewerPageOf } from './use-viewer-module';

describe('viewerPageOf', () => {
  it('is an izoom on the embed page and a scene on an album, public or own', () => {
    for (const path of ['/embed', '/embed/']) expect(viewerPageOf(path)).toBe('focus');
    for (const path of ['/album/12', '/my-album/7', '/album/12/']) expect(viewerPageOf(path)).toBe('album');
    for (const path of ['/', '/dashboard', '/my-album', '/my-album/', '/album', '/admin/albums/3', '/embedded'])
      expect(viewerPageOf(path)).toBeNull();
  });
});
