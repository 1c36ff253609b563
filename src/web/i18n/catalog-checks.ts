/** Checks of the .po catalogs, for catalogs.test.ts: what is missing, left in English, or lost a placeholder. */

export interface PoEntry {
  /** msgctxt and msgid: what the compiled message id is made of. */
  key: string;
  msgid: string;
  msgstr: string;
}

/** A quoted .po string: its escapes (\" \\ \n \t) are the same as JSON's. */
const unquote = (line: string): string => JSON.parse(line.slice(line.indexOf('"'))) as string;

/** The live entries of a catalog: no header, no obsolete (`#~`) entries. Strings may continue on further lines. */
export const parsePo = (po: string): PoEntry[] => {
  const entries: PoEntry[] = [];
  for (const block of po.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let field = '';
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) "/.exec(line);
      if (start?.[1]) field = start[1];
      else if (!line.startsWith('"')) continue;
      fields[field] = (start ? '' : (fields[field] ?? '')) + unquote(line);
    }
    const { msgctxt, msgid, msgstr } = fields;
    if (msgid && msgstr !== undefined) entries.push({ key: `${msgctxt ?? ''}\u0004${msgid}`, msgid, msgstr });
  }
  return entries;
};

/**
 * What a translation must keep of its source: arguments with their type (`{name}`, `{count, plural}`), `#` inside
 * a plural, and the JSX tags of <Trans> (`<0>`, `</0>`). Plural categories may differ (Japanese has only `other`).
 */
export const placeholders = (message: string): string[] => {
  const found = new Set<string>();
  const walk = (text: string, inPlural: boolean): void => {
    let i = 0;
    while (i < text.length) {
      const tag = /^<\/?\d+\/?>/.exec(text.slice(i));
      if (tag) {
        found.add(tag[0]);
        i += tag[0].length;
      } else if (text[i] === '#' && inPlural) {
        found.add('#');
        i += 1;
      } else if (text[i] === '{') {
        const end = closing(text, i);
        const [name = '', type = '', ...rest] = text.slice(i + 1, end).split(',');
        const kind = type.trim();
        found.add(kind ? `{${name.trim()}, ${kind}}` : `{${name.trim()}}`);
        if (/^(plural|selectordinal|select)$/.test(kind)) branches(rest.join(','), kind !== 'select');
        i = end + 1;
      } else i += 1;
    }
  };
  const branches = (body: string, plural: boolean): void => {
    let i = body.indexOf('{');
    while (i >= 0) {
      const end = closing(body, i);
      walk(body.slice(i + 1, end), plural);
      i = body.indexOf('{', end + 1);
    }
  };
  walk(message, false);
  return [...found].sort();
};

/** The index of the `}` that closes the `{` at `open`. */
const closing = (text: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
};

export const samePlaceholders = (source: string, translation: string): boolean =>
  placeholders(source).join('\n') === placeholders(translation).join('\n');

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Messages that read the same in Japanese: they may stay as in English. */
const SAME_IN_JAPANESE = new Set([
  'izoom', // the brand name
  'OK', // a common button label in Japanese interfaces
  'English', // language names are shown in their own language
  '日本語',
]);

/** Nothing but arguments, tags, digits and punctuation (`{0}`, `{0} / {1}`): nothing to translate. */
const nothingToTranslate = (msgid: string): boolean => !/\p{L}/u.test(msgid.replace(/\{[^{}]*\}|<\/?\d+\/?>/g, ''));

/** Every English message missing from the Japanese catalog, left empty or in English, or with other placeholders. */
export const japaneseProblems = (enPo: string, jaPo: string): string[] => {
  const ja = new Map(parsePo(jaPo).map((entry) => [entry.key, entry]));
  return parsePo(enPo).flatMap(({ key, msgid }) => {
    const entry = ja.get(key);
    if (!entry) return [`missing: ${msgid}`];
    const { msgstr } = entry;
    if (!msgstr) return [`empty: ${msgid}`];
    const asIs = SAME_IN_JAPANESE.has(msgid) || nothingToTranslate(msgid);
    if (!asIs && (msgstr === msgid || !JAPANESE.test(msgstr))) return [`in English: ${msgid}`];
    return samePlaceholders(msgid, msgstr) ? [] : [`placeholders: ${msgid} → ${msgstr}`];
  });
};

/** The translated messages of a catalog whose placeholders differ from the English ones. */
export const placeholderProblems = (po: string): string[] =>
  parsePo(po)
    .filter(({ msgid, msgstr }) => msgstr && !samePlaceholders(msgid, msgstr))
    .map(({ msgid, msgstr }) => `placeholders: ${msgid} → ${msgstr}`);
