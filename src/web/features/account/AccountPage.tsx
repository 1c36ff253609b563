import { Trans } from '@lingui/react/macro';
import { Badge, Card, Container, Group, Stack, Text } from '@mantine/core';
import { ROLE_NAMES, type RoleId } from '../../../shared/constants';
import { useCurrentUser } from '../../auth';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { ProfileForm } from './ProfileForm';

/** /account (the guarded main layout): who is signed in, and their profile. */
export const AccountPage = () => {
  const user = useCurrentUser();
  const { formatDate } = useFormat();
  if (!user) return null;
  const role = ROLE_NAMES[(user.roles[0] ?? 3) as RoleId] ?? 'guest';
  const since = typeof user.createdAt === 'string' ? formatDate(user.createdAt) : null;
  return (
    <Container size="sm" py="md">
      <Stack gap="xl">
        <PageHeader title={<Trans>Account</Trans>} />
        <Card withBorder radius="lg" padding="lg" data-testid="account-summary">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                {user.email}
              </Text>
              <Badge variant="light" tt="none">
                {role === 'admin' ? <Trans>Admin</Trans> : role === 'user' ? <Trans>User</Trans> : <Trans>Guest</Trans>}
              </Badge>
            </Group>
            {since && (
              <Text size="sm" c="dimmed">
                <Trans>Member since {since}</Trans>
              </Text>
            )}
          </Stack>
        </Card>
        <ProfileForm user={user} />
      </Stack>
    </Container>
  );
};
