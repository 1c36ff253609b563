import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * English texts that reach the app from elsewhere (the server's messages, the demo album's texts), each paired
 * with its catalog message. `{name}` in a source stands for a part that varies; a part named in `nested` is
 * itself looked up again (or in the table's words) before it is put in.
 */
export interface Rule {
  source: string;
  text: MessageDescriptor;
  nested?: readonly string[];
  /** Told in other words than the source's (a browser's or a proxy's English). */
  reworded?: boolean;
}

export const rule = (source: string, text: MessageDescriptor, nested?: readonly string[]): Rule => ({
  source,
  text,
  nested,
});
export const reworded = (source: string, text: MessageDescriptor): Rule => ({ source, text, reworded: true });

interface Compiled extends Rule {
  pattern: RegExp;
  names: string[];
  /** Fixed characters: the more a rule has, the sooner it is tried. */
  weight: number;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compile = (r: Rule): Compiled => {
  // split() with a group alternates fixed text (even places) and names (odd places).
  const parts = r.source.split(/\{(\w+)\}/);
  const names = parts.filter((_, i) => i % 2 === 1);
  const body = parts.map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : literal(part))).join('');
  const weight = parts.filter((_, i) => i % 2 === 0).join('').length;
  return { ...r, pattern: new RegExp(`^${body}$`), names, weight };
};

/** Rules that begin with fixed text first ("Generation failed: {reason}" before "{file} is damaged…: {reason}"). */
const order = (a: Compiled, b: Compiled) =>
  Number(a.source.startsWith('{')) - Number(b.source.startsWith('{')) || b.weight - a.weight;

export function messageTable(rules: readonly Rule[], words: Readonly<Record<string, MessageDescriptor>> = {}) {
  let compiled: Compiled[] | undefined;

  /** The rule a text comes from, with its varying parts; undefined for a text the table does not know. */
  const match = (text: string) => {
    compiled ??= rules.map(compile).sort(order);
    for (const r of compiled) {
      const found = r.pattern.exec(text);
      if (found) return { rule: r, values: Object.fromEntries(r.names.map((name, i) => [name, found[i + 1] ?? ''])) };
    }
    return undefined;
  };

  /** A text in the current language; one the table does not know stays as it came. */
  const localize = (text: string): string => {
    // Before a language is active (the first moments of start-up), the English is all there is.
    if (!i18n.locale) return text;
    const word = words[text];
    if (word) return i18n._(word);
    const found = match(text);
    if (!found) return text;
    const values: Record<string, string> = { ...found.values };
    for (const name of found.rule.nested ?? []) {
      const value = values[name];
      if (value !== undefined) values[name] = localize(value);
    }
    return i18n._(found.rule.text.id, values, { message: found.rule.text.message });
  };

  return { match, localize };
}
