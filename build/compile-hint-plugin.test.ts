import { describe, expect, it } from 'vitest';
import { takesCompileHint } from './compile-hint-plugin';

describe('the compile hint', () => {
  it("opens the app's scripts and the viewer's front door, which pages load at their start", () => {
    for (const file of ['assets/index-a1.js', 'assets/album-page-b2.js', 'assets/viewer-shared-v0.0.24-c3.js'])
      expect(takesCompileHint(file), file).toBe(true);
  });

  it("leaves out the viewer's files, three.js's above all: large, and a page calls little of them", () => {
    for (const file of [
      'assets/viewer-framework-v0.0.24-d4.js',
      'assets/viewer-code-v0.0.24-e5.js',
      'assets/viewer-album-v0.0.24-f6.js',
      'assets/viewer-three-v0.0.24-g7.js',
      'assets/viewer-drawer-v0.0.24-h8.js',
    ])
      expect(takesCompileHint(file), file).toBe(false);
  });
});
