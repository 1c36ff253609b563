import { Trans } from '@lingui/react/macro';
import { Alert, Container, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { AdminNav } from './AdminNav';
import { useCanEdit } from './use-can-edit';

interface AdminPageProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** Every admin page: the admin navigation, the title, and for guests a word that it is read-only. */
export const AdminPage = ({ title, description, actions, testId, children }: AdminPageProps) => {
  const canEdit = useCanEdit();
  return (
    <Container size="lg" py="md">
      <Stack gap="lg" data-testid={testId}>
        <AdminNav />
        <PageHeader title={title} description={description} actions={canEdit ? actions : undefined} />
        {!canEdit && (
          <Alert variant="light" color="gray" icon={<IconEye size={18} />} data-testid="read-only-notice">
            <Trans>You can look at everything here, but your account cannot change anything.</Trans>
          </Alert>
        )}
        {children}
      </Stack>
    </Container>
  );
};
