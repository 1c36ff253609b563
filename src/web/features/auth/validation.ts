import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * The form messages of spec §5, translated, and the field rules built on them. Each rule takes the value
 * and answers the message to show, or null.
 */
export const useFormRules = () => {
  const { t } = useLingui();
  const required = (name: string) => t`${name} is required`;
  const notValid = (name: string) => t`${name} is not valid`;
  const minLength = (name: string, min: number) => t`${name} minimum length is ${min}`;

  const names = {
    email: t`Email`,
    password: t`Password`,
    fullname: t`Full name`,
    confirmPassword: t`Confirm password`,
  };

  return {
    names,
    notValid,
    loginIncorrect: t`The login detail is incorrect`,
    email: (value: string) => (!value.trim() ? required(names.email) : isEmail(value) ? null : notValid(names.email)),
    fullname: (value: string) => (value.trim() ? null : required(names.fullname)),
    /** Sign-in checks presence only: an old password may predate the length rule. */
    passwordPresent: (value: string) => (value ? null : required(names.password)),
    newPassword: (value: string) =>
      !value
        ? required(names.password)
        : value.length < PASSWORD_MIN_LENGTH
          ? minLength(names.password, PASSWORD_MIN_LENGTH)
          : null,
    confirmPassword: (value: string, password: string) =>
      !value ? required(names.confirmPassword) : value === password ? null : notValid(names.confirmPassword),
    terms: (value: boolean) => (value ? null : t`Accepting terms & conditions are required`),
  };
};

export type FormRules = ReturnType<typeof useFormRules>;

/** `body.email` (the server's dotted field path) → `email`. */
export const fieldOf = (path: unknown): string | null =>
  typeof path === 'string' && path ? (path.split('.').pop() ?? null) : null;
