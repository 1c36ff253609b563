import { describe, expect, it } from 'vitest';
import { asOneLine, cleanText, DESCRIPTION_RULE, lineRule, NAME_RULE, TEXT_PATTERNS, textProblem } from './text';

const NUL = '\u0000';
const DEL = '\u007f';
const NEL = '\u0085';
const LS = '\u2028';
const PS = '\u2029';

describe('cleanText', () => {
  it('trims a single line, inner spaces kept', () => {
    expect(cleanText('  Ann  Able \u00a0')).toBe('Ann  Able');
    expect(cleanText('\t x \n')).toBe('x');
  });

  it('turns CRLF and a lone CR into LF in multi-line text, then trims', () => {
    expect(cleanText(' one\r\ntwo\rthree\n\n ', 'multi-line')).toBe('one\ntwo\nthree');
  });

  it('leaves a CR in single-line text for the rule to refuse', () => {
    expect(cleanText('a\r\nb')).toBe('a\r\nb');
  });
});

describe('textProblem', () => {
  it('accepts ordinary text, accents, CJK and emoji', () => {
    for (const value of ['Ann', 'Zoë & Co.', '東京の夜', 'Gallery 🖼️ #2']) {
      expect(textProblem(value, NAME_RULE), value).toBeNull();
    }
  });

  it('refuses a name that is empty once trimmed as required; an optional line may be empty', () => {
    for (const value of ['', '   ', '\t\n', '\u3000']) expect(textProblem(value, NAME_RULE)).toBe('required');
    expect(textProblem('  ', lineRule(10))).toBeNull();
  });

  it('refuses every control character in a single line: C0 (TAB, LF, CR), DEL, C1 and the separators', () => {
    for (const bad of [NUL, '\t', '\n', '\r', '\u001b', DEL, '\u0080', NEL, '\u009f', LS, PS]) {
      expect(textProblem(`a${bad}b`, NAME_RULE), JSON.stringify(bad)).toBe('control');
      expect(textProblem(`a${bad}b`, lineRule(10)), JSON.stringify(bad)).toBe('control');
    }
  });

  it('allows LF (and CRLF, which becomes LF) in multi-line text, but no other control character', () => {
    expect(textProblem('first line\nsecond\r\nthird', DESCRIPTION_RULE)).toBeNull();
    for (const bad of [NUL, '\t', '\u000b', '\u000c', DEL, NEL, LS, PS]) {
      expect(textProblem(`a${bad}b`, DESCRIPTION_RULE), JSON.stringify(bad)).toBe('control');
    }
  });

  it('counts characters (code points) after trimming, up to the limit', () => {
    expect(textProblem(`  ${'x'.repeat(200)}  `, NAME_RULE)).toBeNull();
    expect(textProblem('x'.repeat(201), NAME_RULE)).toBe('tooLong');
    expect(textProblem('🖼'.repeat(200), NAME_RULE)).toBeNull();
    expect(textProblem('x'.repeat(5001), DESCRIPTION_RULE)).toBe('tooLong');
  });

  it('publishes patterns that say the same as the rule (the server validates with them)', () => {
    const line = new RegExp(TEXT_PATTERNS['single-line'], 'u');
    const lines = new RegExp(TEXT_PATTERNS['multi-line'], 'u');
    expect(line.test('Ann Able')).toBe(true);
    expect(line.test('Ann\tAble')).toBe(false);
    expect(line.test(`Ann${NEL}`)).toBe(false);
    expect(lines.test('one\ntwo')).toBe(true);
    expect(lines.test('one\rtwo')).toBe(false);
    expect(lines.test(`one${LS}two`)).toBe(false);
  });
});

describe('asOneLine', () => {
  it('turns each run of control characters into a space, trims and cuts to the limit in characters', () => {
    expect(asOneLine('  sunset\t\tover\u0000the\u2028bay\r\n.jpg ', 200)).toBe('sunset over the bay .jpg');
    expect(asOneLine('\u0007\u0085', 200)).toBe('');
    expect(asOneLine('日本の写真📷です', 6)).toBe('日本の写真📷');
    expect(asOneLine('ab   \tc', 3)).toBe('ab');
  });
});
