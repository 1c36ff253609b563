import { describe, expect, it } from 'vitest';
import { opensViewer } from './use-viewer-module';

describe('opensViewer', () => {
  it('is the embed page and an album, public or own', () => {
    for (const path of ['/embed', '/embed/', '/album/12', '/my-album/7']) expect(opensViewer(path)).toBe(true);
    for (const path of ['/', '/dashboard', '/my-album', '/my-album/', '/album', '/admin/albums/3', '/embedded'])
      expect(opensViewer(path)).toBe(false);
  });
});
