import { describe, expect, it } from 'vitest';
import { validateAlbumSearch } from './album-search';

describe('album search', () => {
  it('reads the izoom in focus, its view, kiosk mode and its dwell', () => {
    expect(validateAlbumSearch({ izoom: '4', view: '0.5,0.5,2' })).toEqual({
      izoom: 4,
      view: '0.5,0.5,2',
      kiosk: undefined,
      dwell: undefined,
    });
    expect(validateAlbumSearch({ kiosk: '', dwell: '30' })).toMatchObject({ kiosk: true, dwell: 30 });
  });

  it('keeps kiosk mode off unless asked, also when re-validating its own output', () => {
    expect(validateAlbumSearch({}).kiosk).toBeUndefined();
    expect(validateAlbumSearch({ kiosk: undefined }).kiosk).toBeUndefined();
    expect(validateAlbumSearch({ kiosk: 'false' }).kiosk).toBeUndefined();
    expect(validateAlbumSearch({ izoom: 'x', dwell: '-3' })).toMatchObject({ izoom: undefined, dwell: undefined });
  });
});
