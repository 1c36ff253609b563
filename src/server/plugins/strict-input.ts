import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { TEXT_KEYWORD } from '../../shared/schemas/text';
import { cleanText, type TextKind } from '../../shared/text';

type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;
type Ajv = Parameters<AjvPlugin>[0];

/** `x-text` cleans a string in place (src/shared/text.ts) before its length, pattern and format are checked. */
function addTextKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['single-line', 'multi-line'] },
    before: 'maxLength',
    modifying: true,
    errors: false,
    validate: (kind: TextKind, data: string, _schema: unknown, context) => {
      if (context?.parentData) {
        context.parentData[context.parentDataProperty] = cleanText(data, kind);
      }
      return true;
    },
  });
}

/**
 * JSON bodies are taken as they are typed: no string from an array, number or boolean, nor the reverse.
 * (Paths and query strings are text: their numbers and booleans are read by `installStrictAddress`.)
 */
export const strictAjv: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true },
  plugins: [addTextKeyword],
};

const WHOLE_NUMBER = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * A value that arrives as text (path, query, multipart field) read as the type its schema declares, when it is
 * written the one plain way (`12`, `-1.5`, `true`); anything else (`1abc`, `1.5` for an integer, `0x10`, `1e3`,
 * ` 1`, ``) stays text, which the schema refuses.
 */
export function readTextValue(text: unknown, type: unknown): unknown {
  if (typeof text !== 'string') return text;
  switch (type) {
    case 'integer':
      return WHOLE_NUMBER.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
    case 'number':
      return DECIMAL_NUMBER.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

function readAddressPart(values: unknown, schema: unknown): void {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || !values || typeof values !== 'object') return;
  const target = values as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (name in target) target[name] = readTextValue(target[name], property.type);
  }
}

/** Path params and query strings arrive as text: their numbers and booleans are read strictly before validation. */
export function installStrictAddress(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { schema } = request.routeOptions;
    readAddressPart(request.params, schema?.params);
    readAddressPart(request.query, schema?.querystring);
  });
}
