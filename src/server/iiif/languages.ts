/**
 * IIIF language maps (https://iiif.io/api/presentation/3.0/#44-language-of-property-values). Our own words come
 * in English and Japanese; what people wrote is in a language we do not know ("none"), except the demo album's
 * texts, which the server wrote itself and which the app shows in Japanese too (src/web/api/demo-texts.ts).
 */
import { DEMO_TEXTS } from '../../shared/demo-texts';

export type LanguageMap = Record<string, string[]>;

/** The demo texts in Japanese, as src/web/locales/ja/messages.po has them (languages.test.ts keeps them equal). */
export const DEMO_TEXTS_JA: Record<Exclude<keyof typeof DEMO_TEXTS, 'adminName'>, string> = {
  albumName: 'izoom へようこそ',
  albumDescription: 'サーバーが自分で描いた画像から作ったデモアルバムです。',
  groupName: 'izoom が描いた画像',
  izoomDescription:
    '初回起動時に izoom が描いた {width} × {height} ピクセルの画像です。1 つ 1 つの画素が見えるまでズームしてみてください。',
  mandelbrot: 'マンデルブロ集合: ミニブロとその樹状の枝',
  terrain: 'フラクタルの群島: 陰影起伏図',
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English template as a pattern: its `{name}` parts match any text, kept by name. */
const RULES = (Object.keys(DEMO_TEXTS_JA) as (keyof typeof DEMO_TEXTS_JA)[]).map((key) => {
  const english = DEMO_TEXTS[key];
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pattern = new RegExp(`^${literal(english).replace(/\\\{\w+\\\}/g, '(.+?)')}$`);
  return { pattern, names, japanese: DEMO_TEXTS_JA[key] };
});

/** The Japanese of a demo text, its `{name}` parts filled from the English; undefined for any other text. */
export function demoJapanese(text: string): string | undefined {
  for (const { pattern, names, japanese } of RULES) {
    const match = pattern.exec(text);
    if (match) return names.reduce((out, name, i) => out.replaceAll(`{${name}}`, match[i + 1]), japanese);
  }
  return undefined;
}

/** A name or description as stored: a demo text in English and Japanese, anything else in no known language. */
export function textMap(text: string): LanguageMap {
  const japanese = demoJapanese(text);
  return japanese ? { en: [text], ja: [japanese] } : { none: [text] };
}

/** Our own words. */
export const words = (en: string, ja: string): LanguageMap => ({ en: [en], ja: [ja] });
