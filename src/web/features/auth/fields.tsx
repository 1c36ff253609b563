import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { useFieldNames, useFormRules } from '../../forms/validation';

/** The e-mail input of every auth form; `autoComplete` says whether it names an account or a new one. */
export const EmailField = (props: TextInputProps) => {
  const names = useFieldNames();
  return <TextInput label={names.email} type="email" autoComplete="email" {...props} />;
};

/** A password input whose show-password toggle is reached by keyboard too, and named in the page's language. */
export const PasswordField = (props: PasswordInputProps) => {
  const { t } = useLingui();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show password` }}
      {...props}
    />
  );
};

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password typed twice, with its minimum length told up front (registration and reset). */
export const NewPasswordFields = ({
  form,
  autoFocus = false,
}: {
  form: Pick<UseFormReturnType<NewPasswordValues>, 'key' | 'getInputProps'>;
  autoFocus?: boolean;
}) => {
  const rules = useFormRules();
  return (
    <>
      <PasswordField
        label={rules.names.password}
        description={rules.minLength(PASSWORD_MIN_LENGTH)}
        autoComplete="new-password"
        autoFocus={autoFocus}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={rules.names.confirmPassword}
        autoComplete="new-password"
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
};
