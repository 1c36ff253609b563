import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TEXTS, fillText } from '../../shared/demo-texts';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { DEMO_TEXT_RULES, localizeDemoTexts } from './demo-texts';

const album = {
  id: 1,
  name: DEMO_TEXTS.albumName,
  description: DEMO_TEXTS.albumDescription,
  groups: [{ id: 'demo', name: DEMO_TEXTS.groupName, izoomIds: [1, 2] }],
  izooms: [
    {
      id: 1,
      name: DEMO_TEXTS.mandelbrot,
      description: fillText(DEMO_TEXTS.izoomDescription, { width: 1789, height: 1118 }),
    },
    { id: 2, name: 'My own holiday', description: 'Kyoto in the rain' },
  ],
};

describe('the demo album in the reader’s language', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('keeps every demo text as the server seeds it in English', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    for (const rule of DEMO_TEXT_RULES)
      expect(i18n._(rule.text.id, { width: '{width}', height: '{height}' })).toBe(rule.source);
    expect(localizeDemoTexts(album)).toBe(album);
  });

  it('tells the demo texts in Japanese, and leaves what people wrote as written', () => {
    i18n.loadAndActivate({ locale: 'ja', messages: ja });
    const told = localizeDemoTexts(album);
    expect(told.name).toBe('izoom へようこそ');
    expect(told.description).toBe('サーバーが自分で描いた画像から作ったデモアルバムです。');
    expect(told.groups[0].name).toBe('izoom が描いた画像');
    expect(told.izooms[0].name).toBe('マンデルブロ集合: ミニブロとその樹状の枝');
    expect(told.izooms[0].description).toContain('1789 × 1118 ピクセル');
    expect(told.izooms[1]).toBe(album.izooms[1]);
    expect(album.name).toBe(DEMO_TEXTS.albumName);
  });
});
