import { Trans } from '@lingui/react/macro';
import { Alert, Code, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DEMO_PASSWORD, DEMO_USERS } from '../../mock/demo-users';

/** Mock mode only (loaded lazily): the demo accounts to sign in with. */
const MockAccountsHint = () => (
  <Alert
    variant="light"
    color="blue"
    icon={<IconInfoCircle size={18} />}
    title={<Trans>Demo mode</Trans>}
    data-testid="mock-accounts"
  >
    <Trans>
      No server is needed: sign in as one of these demo users with the password <Code>{DEMO_PASSWORD}</Code>.
    </Trans>
    <List size="sm" mt={6}>
      {DEMO_USERS.map((user) => (
        <List.Item key={user.id}>
          <Code>{user.email}</Code> ({user.username})
        </List.Item>
      ))}
    </List>
  </Alert>
);

export default MockAccountsHint;
