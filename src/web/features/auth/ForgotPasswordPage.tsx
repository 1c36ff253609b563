import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useApi } from '../../api/context';
import { forgotPassword } from '../../api/users';
import { useFormRules } from '../../forms/validation';
import { AuthForm, AuthPanel, BackToSignIn } from './AuthForm';
import { EmailField } from './fields';

/** /auth/forgot-password: asks for a reset link. The answer never says whether the account exists. */
export const ForgotPasswordPage = () => {
  const { t } = useLingui();
  const api = useApi();
  const rules = useFormRules();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: rules.email } });

  const onSubmit = form.onSubmit(async ({ email }) => {
    setError(null);
    setSubmitting(true);
    const result = await forgotPassword(api, email.trim());
    setSubmitting(false);
    if (result.success) setSent(true);
    else setError(rules.fromServer(result, ['email'], form.setFieldError));
  });

  if (sent) {
    return (
      <AuthPanel title={<Trans>Check your email</Trans>}>
        <Alert color="teal" variant="light" data-testid="forgot-password-sent">
          <Trans>If an account exists for this email, a link to reset the password is on its way.</Trans>
        </Alert>
        <BackToSignIn />
      </AuthPanel>
    );
  }

  return (
    <AuthForm
      title={<Trans>Forgot password</Trans>}
      intro={<Trans>Enter the email of your account and we will send you a link to set a new password.</Trans>}
      error={error}
      submitLabel={t`Send reset link`}
      submitting={submitting}
      onSubmit={onSubmit}
      footer={<BackToSignIn size="sm" />}
    >
      <EmailField autoFocus key={form.key('email')} {...form.getInputProps('email')} />
    </AuthForm>
  );
};
