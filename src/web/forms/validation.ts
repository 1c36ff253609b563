import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { ErrorCode } from '../../shared/envelope';
import { NAME_RULE, TEXT_LIMITS, type TextRule, textProblem } from '../../shared/text';
import type { ApiFailure } from '../api/client';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The description the server gives a VALIDATION_ERROR for a missing field (spec §5, untranslated). */
const SERVER_REQUIRED = 'Required field';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** The labels of the auth form fields, translated; the §5 messages name fields by them. */
export const useFieldNames = () => {
  const { t } = useLingui();
  return {
    email: t`Email`,
    password: t`Password`,
    fullname: t`Full name`,
    confirmPassword: t`Confirm password`,
  };
};

export type FieldName = keyof ReturnType<typeof useFieldNames>;

/**
 * The form messages of spec §5, translated, and the field rules built on them. Each rule takes the value
 * and answers the message to show, or null. Without a name, a message speaks of "the field".
 */
export const useFormRules = () => {
  const { t } = useLingui();
  const names = useFieldNames();
  const required = (name?: string) => (name ? t`${name} is required` : t`Required field`);
  const notValid = (name?: string) => (name ? t`${name} is not valid` : t`Field is not valid`);
  const minLength = (min: number, name?: string) =>
    name ? t`${name} minimum length is ${min}` : `${t`Minimum field length:`} ${min}`;
  const maxLength = (max: number) => `${t`Maximum field length:`} ${max}`;
  const tooLong = (value: string, max: number) => (value.length > max ? maxLength(max) : null);
  /** The message for text under one of the server's text rules (src/shared/text.ts), or null. */
  const text = (value: string, rule: TextRule, name: string) => {
    switch (textProblem(value, rule)) {
      case 'required':
        return required(name);
      case 'tooLong':
        return maxLength(rule.max);
      case 'control':
        return rule.kind === 'multi-line'
          ? t`${name} cannot contain tabs or other control characters`
          : t`${name} cannot contain tabs, line breaks or other control characters`;
      default:
        return null;
    }
  };
  const notFound = (name: string) => t`The requested ${name} is not found`;
  const loginIncorrect = t`The login detail is incorrect`;

  /**
   * The alert text for a failed answer, or null when it went under one of the form's `fields`. A
   * VALIDATION_ERROR about a field the form does not show is told without a name (the server's description
   * says whether the field was missing); NOT_FOUND only comes back when the endpoint itself is missing.
   */
  const fromServer = <F extends FieldName>(
    failure: ApiFailure,
    fields: readonly F[],
    setFieldError: (field: F, message: string) => void,
  ): string | null => {
    const field = fieldOf(failure.data.field);
    switch (failure.data.code) {
      case ErrorCode.InvalidCredentials:
        return loginIncorrect;
      case ErrorCode.NotFound:
        return notFound(t`page`);
      case ErrorCode.ValidationError: {
        if (!field) return failure.message;
        const own = fields.find((name) => name === field);
        if (!own) return failure.description === SERVER_REQUIRED ? required() : notValid();
        setFieldError(own, notValid(names[own]));
        return null;
      }
      default:
        return failure.message;
    }
  };

  return {
    names,
    required,
    notValid,
    minLength,
    maxLength,
    text,
    notFound,
    loginIncorrect,
    fromServer,
    email: (value: string) =>
      !value.trim()
        ? required(names.email)
        : (tooLong(value.trim(), TEXT_LIMITS.email) ?? (isEmail(value) ? null : notValid(names.email))),
    fullname: (value: string) => text(value, NAME_RULE, names.fullname),
    /** Sign-in checks presence and the server's limit only: an old password may predate the length rule. */
    passwordPresent: (value: string) => (value ? tooLong(value, PASSWORD_MAX_LENGTH) : required(names.password)),
    newPassword: (value: string) =>
      !value
        ? required(names.password)
        : value.length < PASSWORD_MIN_LENGTH
          ? minLength(PASSWORD_MIN_LENGTH, names.password)
          : tooLong(value, PASSWORD_MAX_LENGTH),
    confirmPassword: (value: string, password: string) =>
      !value ? required(names.confirmPassword) : value === password ? null : notValid(names.confirmPassword),
    terms: (value: boolean) => (value ? null : t`Accepting terms & conditions are required`),
  };
};

export type FormRules = ReturnType<typeof useFormRules>;

/** `body.email` (the server's dotted field path) → `email`. */
export const fieldOf = (path: unknown): string | null =>
  typeof path === 'string' && path ? (path.split('.').pop() ?? null) : null;
