import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, type AnchorProps, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEventHandler, ReactNode } from 'react';

/** A screen of the auth card: its title, then what it has to say. */
export const AuthPanel = ({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) => (
  <Stack gap="md" data-testid={testId}>
    <Title order={1} size="h3">
      {title}
    </Title>
    {children}
  </Stack>
);

/** The server's refusal of a form, announced by screen readers as it appears. */
export const FormError = ({ error }: { error: string | null }) =>
  error ? (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {error}
    </Alert>
  ) : null;

export const BackToSignIn = (props: AnchorProps) => (
  <Anchor component={Link} to="/auth/login" {...props}>
    <Trans>Back to sign in</Trans>
  </Anchor>
);

interface AuthFormProps {
  title: ReactNode;
  intro?: ReactNode;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A line under the submit button, for the way to the other auth pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** An auth form: title, intro, the server's refusal, the fields, the submit button and a footer line. */
export const AuthForm = ({
  title,
  intro,
  error,
  submitLabel,
  submitting,
  onSubmit,
  footer,
  children,
}: AuthFormProps) => (
  <form onSubmit={onSubmit} noValidate>
    <AuthPanel title={title}>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      <FormError error={error} />
      {children}
      <Button type="submit" loading={submitting} fullWidth>
        {submitLabel}
      </Button>
      {footer && (
        <Text size="sm" ta="center" c="dimmed">
          {footer}
        </Text>
      )}
    </AuthPanel>
  </form>
);
