import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { messages as ja } from '../locales/ja/messages.po';
import { localizeServerMessage, matchServerMessage, SERVER_MESSAGE_RULES } from './server-messages';

const SERVER = path.resolve(__dirname, '../../server');

/** Calls whose string arguments are messages a person may read (an answer's message or a job's). */
const MESSAGE_CALL =
  /(new ApiError\(|\binvalid\(|\bconflict\(|\bforbidden\(|\bunauthenticated\(|\btooLarge\(|RefusedError\(|RejectedError\(|\bunsupported\(|\brefuse\(|\bfailJob\(|\bmessage: |\breport\(|\bnew Error\()/g;

/** Texts in those calls that never reach a person: descriptions, log lines, errors that cannot happen in use. */
const NOT_SHOWN = new Set([
  'Required field',
  'Minimum field length: 7',
  'Maximum field length: 7',
  'This field is not accepted here',
  'charset=7',
  'Use 7',
  ' or ',
  ' at 7',
  '; ',
  'The manifest of izoom 7 version 7 is missing',
  'The issuer keys are missing from the database right after being written',
  "The issuer's discovery document answered 7",
  'Unknown role 7',
  'izoom 7 is gone',
  'The imaging pool is closed',
  'MIN_APP_VERSION must look like v1.2.3, got "7"',
  'currentUser() on a route that is not auth: user',
  '7 is not in the store',
  "The issuer's discovery document has no jwks_uri",
  // IIIF refusals (src/server/iiif): read by IIIF viewers and their developers, never shown by the app.
  'Only rotations by multiples of 90 degrees are served',
  'The bitonal quality is not served',
]);

const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['cli', 'db'].includes(entry.name) ? [] : serverFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'config.ts' ? [file] : [];
  });

/** The call's arguments: from its opening parenthesis (or after `message:`) to where it closes. */
const spanAfter = (source: string, start: number): string => {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) return source.slice(start, i);
      depth--;
    } else if (c === ',' && depth === 0 && source.slice(start - 9, start) === 'message: ')
      return source.slice(start, i);
    else if (c === '\n' && depth === 0 && source.slice(start - 9, start) === 'message: ') return source.slice(start, i);
  }
  return source.slice(start);
};

/** The string literals of a piece of code; in a template each `${…}` (nested templates too) becomes 7. */
const literals = (code: string): string[] => {
  const found: string[] = [];
  let i = 0;
  const quoted = (quote: string): string => {
    let text = '';
    for (i++; i < code.length && code[i] !== quote; i++) text += code[i] === '\\' ? code[++i] : code[i];
    i++;
    return text;
  };
  const template = (): string => {
    let text = '';
    for (i++; i < code.length && code[i] !== '`'; i++) {
      if (code[i] === '\\') text += code[++i];
      else if (code[i] === '$' && code[i + 1] === '{') {
        i += 2;
        skipExpression();
        text += '7';
      } else text += code[i];
    }
    i++;
    return text;
  };
  /** From inside `${` to its `}`: strings and templates inside are read so their braces do not count. */
  const skipExpression = () => {
    let depth = 0;
    while (i < code.length) {
      const c = code[i];
      if (c === "'" || c === '"') quoted(c);
      else if (c === '`') template();
      else {
        if (c === '}' && depth === 0) return;
        if (c === '{') depth++;
        if (c === '}') depth--;
        i++;
      }
    }
  };
  while (i < code.length) {
    const c = code[i];
    if (c === "'" || c === '"') found.push(quoted(c));
    else if (c === '`') found.push(template());
    else i++;
  }
  return found;
};

const serverMessages = (): Map<string, string> => {
  const found = new Map<string, string>();
  for (const file of serverFiles(SERVER)) {
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(MESSAGE_CALL)) {
      const start = (call.index ?? 0) + call[0].length;
      for (const text of literals(spanAfter(source, start))) found.set(text, path.relative(SERVER, file));
    }
  }
  return found;
};

describe('server messages in the reader’s language', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('has a rule for every message the server writes', () => {
    const found = serverMessages();
    // The scan itself must see the messages it is meant to: a few known ones prove it still reads the code.
    expect(found.has('Upload at least one picture before generating')).toBe(true);
    expect(found.has('7 is 7 × 7 pixels (7); the limit is 7')).toBe(true);
    expect(found.has('Tiling pictures: 7 of 7 done')).toBe(true);
    const unknown = [...found]
      .filter(([text]) => !NOT_SHOWN.has(text) && !matchServerMessage(text) && !/^[\w.-]*$/.test(text))
      .map(([text, file]) => `${file}: ${text}`);
    expect(unknown).toEqual([]);
  });

  it('says each rule in English exactly as the server does', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    for (const rule of SERVER_MESSAGE_RULES.filter((r) => !r.reworded)) {
      const sample = rule.source.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
      expect(localizeServerMessage(sample)).toBe(sample);
    }
  });

  it('tells server messages in Japanese, words and nested reasons included', () => {
    i18n.loadAndActivate({ locale: 'ja', messages: ja });
    expect(localizeServerMessage('The requested album is not found')).toBe('指定されたアルバムが見つかりません');
    expect(localizeServerMessage('Too many attempts. Please wait 42 seconds and try again.')).toBe(
      '試行回数が多すぎます。42 秒待ってからもう一度お試しください。',
    );
    expect(localizeServerMessage('name is required')).toBe('名前は必須です');
    expect(localizeServerMessage('Tiling pictures: 2 of 5 done')).toBe('画像をタイルに分割しています: 5 枚中 2 枚完了');
    expect(
      localizeServerMessage('Generation failed: cat.jpg: cat.jpg is damaged or incomplete: VipsJpeg: premature end'),
    ).toBe('生成に失敗しました: cat.jpg: cat.jpg は壊れているか不完全です: VipsJpeg: premature end');
    expect(localizeServerMessage('scene.glb cannot be used as a scene: its binary container is damaged')).toBe(
      'scene.glb はシーンとして使えません: バイナリコンテナが壊れています',
    );
    expect(localizeServerMessage('Failed to fetch')).toBe('ネットワークエラー');
    expect(localizeServerMessage('Bad Gateway')).toBe('ゲートウェイ経由でサーバーに接続できません');
  });

  it('leaves a message it does not know as it came', () => {
    i18n.loadAndActivate({ locale: 'ja', messages: ja });
    expect(localizeServerMessage('Something nobody has written yet')).toBe('Something nobody has written yet');
  });
});
