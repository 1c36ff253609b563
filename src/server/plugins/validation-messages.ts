import type { FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

import { ErrorCode } from '../../shared/envelope';
import { TEXT_PATTERN_RULES, TEXT_PATTERNS, type TextKind } from '../../shared/text';
import { ApiError } from '../errors';

/** The rule a text pattern stands for, told in words instead of the expression. */
const textRuleOf = (pattern: unknown): string | undefined => {
  const kind = (Object.keys(TEXT_PATTERNS) as TextKind[]).find((k) => TEXT_PATTERNS[k] === pattern);
  return kind && TEXT_PATTERN_RULES[kind];
};

/** A field's dotted path (`body.groups.0.name`) and the name shown to people (`name`). */
function fieldOf(error: FastifySchemaValidationError, context: SchemaErrorDataVar | undefined) {
  const parts = error.instancePath.split('/').filter(Boolean);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') parts.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(params.additionalProperty));
  const named = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? context ?? 'body';
  return { field: [context ?? 'body', ...parts].join('.'), name: named };
}

/** Ajv's first error, told with the form messages of spec §5. */
export function validationFailure(
  errors: FastifySchemaValidationError[],
  context: SchemaErrorDataVar | undefined,
): ApiError {
  const [error] = errors;
  if (!error) return new ApiError(400, ErrorCode.ValidationError, 'Field is not valid');
  const { field, name } = fieldOf(error, context);
  const { limit, pattern } = error.params as { limit?: number; pattern?: string };
  let message = `${name} is not valid`;
  let description: string | undefined = error.message;
  switch (error.keyword) {
    case 'required':
      message = `${name} is required`;
      description = 'Required field';
      break;
    case 'minLength':
    case 'minItems':
      message = limit === 1 ? `${name} is required` : `${name} minimum length is ${limit}`;
      description = `Minimum field length: ${limit}`;
      break;
    case 'maxLength':
    case 'maxItems':
      description = `Maximum field length: ${limit}`;
      break;
    case 'pattern':
      description = textRuleOf(pattern) ?? description;
      break;
    case 'additionalProperties':
      description = 'This field is not accepted here';
      break;
    case 'minProperties':
      message = 'Send at least one field to change';
      break;
  }
  return new ApiError(400, ErrorCode.ValidationError, message, { field }, description);
}
