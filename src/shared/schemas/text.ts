import { type StringOptions, Type } from '@sinclair/typebox';
import {
  DESCRIPTION_RULE,
  lineRule,
  NAME_RULE,
  TEXT_LIMITS,
  TEXT_PATTERN_RULES,
  TEXT_PATTERNS,
  type TextRule,
} from '../text';

/**
 * The schema keyword the server implements (src/server/plugins/strict-input.ts): it cleans the text
 * (src/shared/text.ts `cleanText`) before the length, pattern and format checks run.
 */
export const TEXT_KEYWORD = 'x-text';

const describe = ({ kind, max, required }: TextRule) => {
  const cleaned = kind === 'multi-line' ? 'CRLF and CR become LF, then trimmed' : 'Trimmed';
  const rule = TEXT_PATTERN_RULES[kind];
  return `${cleaned}; ${required ? 1 : 0}–${max} characters; ${rule[0]?.toLowerCase()}${rule.slice(1)}.`;
};

/** A string field under one of the text rules, described for the OpenAPI document. */
export const TextOf = (rule: TextRule, what: string, options: StringOptions = {}) =>
  Type.String({
    [TEXT_KEYWORD]: rule.kind,
    ...(rule.required && { minLength: 1 }),
    maxLength: rule.max,
    pattern: TEXT_PATTERNS[rule.kind],
    description: `${what}. ${describe(rule)}`,
    ...options,
  });

export const Name = TextOf(NAME_RULE, 'The name');
export const Description = TextOf(DESCRIPTION_RULE, 'The description');
/** Single-line text that may be empty. */
export const Line = (max: number, what: string) => TextOf(lineRule(max), what);

/** An e-mail address: trimmed, then checked as an address (which has no control characters). */
export const Email = Type.String({
  [TEXT_KEYWORD]: 'single-line',
  format: 'email',
  minLength: 3,
  maxLength: TEXT_LIMITS.email,
  description: `An e-mail address, trimmed; at most ${TEXT_LIMITS.email} characters.`,
});
