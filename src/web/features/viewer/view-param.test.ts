import { describe, expect, it } from 'vitest';
import { fitZoom } from '../../../viewer';
import { formatView, parseView } from './view-param';

const content = { width: 2, height: 1 };

describe('the view in the URL', () => {
  it('keeps the same part of the picture on another screen size', () => {
    const wide = { width: 1600, height: 800 };
    const small = { width: 400, height: 300 };
    const camera = { centerX: 0.5, centerY: 0.25, zoom: fitZoom(content, wide) * 8 };
    const param = formatView(camera, content, wide);
    expect(param).toBe('0.50000,0.25000,8.0000');
    const opened = parseView(param, content, small);
    expect(opened?.centerX).toBe(0.5);
    expect(opened?.zoom).toBeCloseTo(fitZoom(content, small) * 8, 9);
  });

  it('ignores what is not a view', () => {
    for (const bad of [undefined, '', '1,2', '1,2,x', '1,2,0', '1,2,-1', 42]) {
      expect(parseView(bad, content, { width: 10, height: 10 })).toBeUndefined();
    }
  });
});
