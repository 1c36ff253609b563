/**
 * The rules of the text people type, in one place: the server's request schemas (src/shared/schemas/text.ts)
 * and the app's forms both apply them, so a form refuses what the server would.
 *
 * - Single-line text (names, labels, e-mail addresses, profile fields): leading and trailing whitespace is
 *   removed; no control character is allowed — C0 (tab, line feed and carriage return included), DEL, C1 —
 *   nor the line and paragraph separators U+2028 and U+2029.
 * - Multi-line text (descriptions): CRLF and a lone CR become LF, the whole is trimmed, and LF is the only
 *   control character allowed (no tabs).
 *
 * Lengths count characters (Unicode code points) after cleaning, as the server's validator does.
 */

export type TextKind = 'single-line' | 'multi-line';

/** The characters a single line may not hold, as the body of a regular-expression class. */
export const LINE_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/** The same without LF (U+000A). */
const TEXT_CONTROLS = '\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029';

export const TEXT_PATTERNS: Record<TextKind, string> = {
  'single-line': `^[^${LINE_CONTROLS}]*$`,
  'multi-line': `^[^${TEXT_CONTROLS}]*$`,
};
const MATCHERS: Record<TextKind, RegExp> = {
  'single-line': new RegExp(TEXT_PATTERNS['single-line'], 'u'),
  'multi-line': new RegExp(TEXT_PATTERNS['multi-line'], 'u'),
};

/** What each pattern means, for people (the OpenAPI document and the server's error descriptions). */
export const TEXT_PATTERN_RULES: Record<TextKind, string> = {
  'single-line': 'One line without control characters (no tabs or line breaks)',
  'multi-line': 'No control characters other than line breaks (no tabs)',
};

/** The longest text of each kind of field. */
export const TEXT_LIMITS = {
  /** Izoom, album and group names; full, first and last names; a personal token's label. */
  name: 200,
  description: 5000,
  email: 254,
  /** Occupation, company, address lines, social network handles. */
  profileText: 200,
  phone: 40,
  postCode: 40,
  timeZone: 100,
  /** The profile's picture and website addresses. */
  url: 2000,
  /** A list's search text (`q`). */
  search: 200,
} as const;

export interface TextRule {
  kind: TextKind;
  max: number;
  /** Empty after cleaning is refused as missing ("{name} is required"). */
  required?: boolean;
}

export const NAME_RULE: TextRule = { kind: 'single-line', max: TEXT_LIMITS.name, required: true };
export const DESCRIPTION_RULE: TextRule = { kind: 'multi-line', max: TEXT_LIMITS.description };
/** Single-line text that may be left empty, up to `max`. */
export const lineRule = (max: number): TextRule => ({ kind: 'single-line', max });

/** The text as it is stored: trimmed, and for multi-line text with LF line breaks. */
export const cleanText = (value: string, kind: TextKind = 'single-line'): string =>
  (kind === 'multi-line' ? value.replace(/\r\n?/g, '\n') : value).trim();

/**
 * Text that did not come from a form (an uploaded file's name, an outside issuer's name claim) made into one
 * line by the same rules: each run of control characters becomes a space, then it is trimmed and cut to `max`.
 */
export const asOneLine = (value: string, max: number): string =>
  [...value.replace(new RegExp(`[${LINE_CONTROLS}]+`, 'gu'), ' ').trim()].slice(0, max).join('').trim();

export type TextProblem = 'required' | 'tooLong' | 'control';

/** What is wrong with `value` once cleaned, or null; checked in the server's order (length, then characters). */
export function textProblem(value: string, rule: TextRule): TextProblem | null {
  const clean = cleanText(value, rule.kind);
  if (rule.required && clean === '') return 'required';
  if ([...clean].length > rule.max) return 'tooLong';
  return MATCHERS[rule.kind].test(clean) ? null : 'control';
}
