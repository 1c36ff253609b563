import { describe, expect, it } from 'vitest';
import { parseEmbedCommand } from './embed-api';

describe('parseEmbedCommand', () => {
  it('reads goTo, animated unless immediate', () => {
    expect(parseEmbedCommand({ izoom: 'goTo', rect: { x: 1, y: 2, width: 30, height: 40 } })).toEqual({
      izoom: 'goTo',
      rect: { x: 1, y: 2, width: 30, height: 40 },
      immediate: false,
    });
    expect(
      parseEmbedCommand({ izoom: 'goTo', rect: { x: -5, y: 0, width: 1, height: 1 }, immediate: true }),
    ).toMatchObject({ immediate: true, rect: { x: -5 } });
  });

  it('reads goHome', () => {
    expect(parseEmbedCommand({ izoom: 'goHome' })).toEqual({ izoom: 'goHome', immediate: false });
    expect(parseEmbedCommand({ izoom: 'goHome', immediate: true })).toEqual({ izoom: 'goHome', immediate: true });
  });

  it.each([
    null,
    undefined,
    'goHome',
    42,
    [],
    {},
    { izoom: 'zoomIn' },
    { type: 'goHome' },
    { izoom: 'goTo' },
    { izoom: 'goTo', rect: null },
    { izoom: 'goTo', rect: { x: 0, y: 0, width: 0, height: 10 } },
    { izoom: 'goTo', rect: { x: 0, y: 0, width: -1, height: 10 } },
    { izoom: 'goTo', rect: { x: '0', y: 0, width: 10, height: 10 } },
    { izoom: 'goTo', rect: { x: Number.NaN, y: 0, width: 10, height: 10 } },
    { izoom: 'goTo', rect: { x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 10 } },
    { izoom: 'goTo', rect: { x: 0, y: 0, width: 10, height: 10 }, immediate: 'yes' },
    { izoom: 'goHome', immediate: 1 },
    { izoom: 'view', rect: { x: 0, y: 0, width: 10, height: 10 } },
  ])('ignores %j', (message) => {
    expect(parseEmbedCommand(message)).toBeNull();
  });
});
