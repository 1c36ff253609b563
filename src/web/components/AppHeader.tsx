import { Trans } from '@lingui/react/macro';
import { Anchor, Avatar, Button, Group, Text } from '@mantine/core';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuthSession, useCurrentUser } from '../auth';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ColorSchemeMenu } from '../theme/ColorSchemeMenu';
import { Logo } from './Logo';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The top bar: the izoom name, the language and colour scheme, and sign-in or the user with sign-out. */
export const AppHeader = () => {
  const user = useCurrentUser();
  const session = useAuthSession();
  const [signingOut, setSigningOut] = useState(false);
  const name = user ? user.fullname || user.email : '';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="izoom">
        <Logo size={30} />
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeMenu />
        </Group>
        {user ? (
          <>
            <Group gap={8} wrap="nowrap" data-testid="current-user">
              <Avatar size="sm" color="indigo" radius="xl">
                {initials(name)}
              </Avatar>
              <Text size="sm" fw={500} truncate maw={180} visibleFrom="xs">
                {name}
              </Text>
            </Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} />}
              loading={signingOut}
              onClick={() => {
                setSigningOut(true);
                void session.signOut();
              }}
            >
              <Trans>Sign out</Trans>
            </Button>
          </>
        ) : (
          <Button component={Link} to="/auth/login" size="xs" leftSection={<IconLogin2 size={16} />}>
            <Trans>Sign in</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
};
