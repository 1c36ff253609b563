import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Burger } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../auth';
import { Logo } from '../components/Logo';
import { PlainGroup } from '../components/plain';
import { usePhone } from '../components/use-phone';
import { SignInButton } from '../features/auth/SignInButton';
import { InstallButton } from '../install/InstallButton';
import { Later } from '../next-task';
import { Preferences } from './Preferences';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  /** In the main layout: the button that opens the navigation on narrow screens. */
  navigation?: { opened: boolean; toggle: () => void };
}

/** The top bar: the izoom name, installing the app, the language and colour scheme, and sign-in or the user's menu. */
export const AppHeader = ({ navigation }: AppHeaderProps) => {
  const { t } = useLingui();
  const user = useCurrentUser();
  const phone = usePhone();
  return (
    <PlainGroup
      justify="space-between"
      wrap="nowrap"
      style={{ height: '100%', paddingInline: `var(--mantine-spacing-${phone ? 'xs' : 'md'})` }}
    >
      <PlainGroup gap={phone ? 'xs' : 'sm'} wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigation.opened ? t`Close navigation` : t`Open navigation`}
            aria-expanded={navigation.opened}
          />
        )}
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t`izoom homepage`}>
          {/* On a phone the mark alone: the header's buttons need the room. */}
          <Logo size={30} nameFrom="xs" />
        </Anchor>
      </PlainGroup>
      {/* All the room the name leaves, from the right: the install button, which comes when the browser offers
          it, takes its place on the left without moving anything already shown. */}
      <PlainGroup gap={phone ? 'xs' : 'sm'} wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
        {/* At the app's start, in a task of its own (next-task.ts): the header whole was one long task. One part,
            for nothing here to move when the rest comes: a layout shift under the splash counts all the same. */}
        <Later>
          <InstallButton />
          <Preferences />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <SignInButton size="xs" leftSection={phone ? undefined : <IconLogin2 size={16} />}>
              <Trans>Sign in</Trans>
            </SignInButton>
          )}
        </Later>
      </PlainGroup>
    </PlainGroup>
  );
};
