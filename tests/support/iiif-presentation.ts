import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { upgrade } from '@iiif/parser/upgrader';

/**
 * Checks a Presentation API 3.0 document (https://iiif.io/api/presentation/3.0/) the way outside viewers read it:
 * @iiif/parser's upgrader and normalizer must take it as a Presentation 3 resource of the stated type (and, for a
 * Manifest, its strict upgrade must find nothing to fix); then the spec's rules are walked by hand — every id an
 * HTTP(S) URI, each type's required properties, every label, summary and metadata entry a language map.
 * Answers the problems found, as `path: problem`; none means it holds.
 */
export function presentation3Problems(document: unknown): string[] {
  const problems: string[] = [];
  const json = document as Record<string, unknown>;
  if (json['@context'] !== 'http://iiif.io/api/presentation/3/context.json')
    problems.push(`@context: not the Presentation 3 context (${String(json['@context'])})`);
  const upgraded = upgrade(structuredClone(document) as never) as { type?: string; id?: string };
  if (upgraded.type !== json.type || upgraded.id !== json.id) problems.push('upgrader: changed the type or id');
  const normalized = normalize(structuredClone(document));
  const type = String(json.type) as 'Manifest' | 'Collection';
  if (!(normalized.entities[type] as Record<string, unknown>)[String(json.id)])
    problems.push(`normalize: no ${type} ${String(json.id)} among its entities`);
  if (type === 'Manifest') {
    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(document) as Parameters<typeof presentation3StrictUpgrade>[0], state);
    problems.push(...state.warnings.map((w) => `strict upgrade: ${w}`));
  }
  walk(json, '$', problems);
  return problems;
}

const REQUIRED: Record<string, string[]> = {
  Collection: ['id', 'type', 'label'],
  Manifest: ['id', 'type', 'label'],
  Canvas: ['id', 'type', 'width', 'height', 'items'],
  AnnotationPage: ['id', 'type'],
  Annotation: ['id', 'type', 'motivation', 'target', 'body'],
  Image: ['id', 'type'],
  Text: ['id', 'type', 'label'],
  ImageService3: ['id', 'type', 'profile'],
};
const LANGUAGE_MAPS = ['label', 'summary', 'value'];
const HTTP = /^https?:\/\/[^/\s]+\/\S*$/;

function isLanguageMap(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, texts]) =>
        /^([a-z]{2,3}(-[A-Za-z0-9]+)*|none)$/.test(key) &&
        Array.isArray(texts) &&
        texts.length > 0 &&
        texts.every((t) => typeof t === 'string' && t.length > 0),
    )
  );
}

function walk(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) walk(item, `${path}[${i}]`, problems);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  const type = typeof object.type === 'string' ? object.type : undefined;
  if ('id' in object && (typeof object.id !== 'string' || !HTTP.test(object.id)))
    problems.push(`${path}.id: not an HTTP(S) URI (${String(object.id)})`);
  for (const key of type ? (REQUIRED[type] ?? []) : []) {
    if (!(key in object)) problems.push(`${path}: a ${type} without ${key}`);
  }
  // A Collection or Manifest listed in a Collection may be a reference; the document itself has its items.
  if ((type === 'Manifest' || type === 'Collection') && path === '$' && !Array.isArray(object.items))
    problems.push(`${path}: a ${type} without items`);
  if (type === 'Manifest' && path === '$' && Array.isArray(object.items) && object.items.length === 0)
    problems.push(`${path}.items: a Manifest needs at least one Canvas`);
  if (type === 'Canvas' && !(Number.isInteger(object.width) && Number(object.width) > 0))
    problems.push(`${path}.width: not a positive integer`);
  if (type === 'Annotation' && typeof object.target === 'string' && !HTTP.test(object.target))
    problems.push(`${path}.target: not an HTTP(S) URI`);
  for (const key of LANGUAGE_MAPS) {
    if (key in object && !isLanguageMap(object[key])) problems.push(`${path}.${key}: not a language map`);
  }
  if ('metadata' in object) {
    const entries = object.metadata as unknown[];
    if (!Array.isArray(entries)) problems.push(`${path}.metadata: not a list`);
    else
      for (const [i, entry] of entries.entries()) {
        const e = entry as Record<string, unknown>;
        if (!isLanguageMap(e.label) || !isLanguageMap(e.value))
          problems.push(`${path}.metadata[${i}]: label and value must be language maps`);
      }
  }
  for (const [key, value] of Object.entries(object)) {
    if (key !== 'metadata' && !LANGUAGE_MAPS.includes(key)) walk(value, `${path}.${key}`, problems);
  }
}
