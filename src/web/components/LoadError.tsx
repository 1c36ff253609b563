import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** `filled` stands out on the viewer's dark background. */
  variant?: 'light' | 'filled';
  testId?: string;
}

/** Something could not be loaded: what, why (the server's message), and a way to try again. */
export const LoadError = ({ title, message, onRetry, variant = 'light', testId }: LoadErrorProps) => (
  <Alert color="red" variant={variant} icon={<IconAlertTriangle size={18} />} title={title} data-testid={testId}>
    <Stack gap="sm" align="flex-start">
      <Text size="sm" inherit>
        {message}
      </Text>
      <Button size="xs" variant={variant === 'filled' ? 'white' : 'light'} color="red" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  </Alert>
);
