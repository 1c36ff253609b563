import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { personName } from '../api/demo-texts';
import type { AppUser } from '../api/users';
import { LOGIN_PATH, useAuthSession } from '../auth';
import { forgetPrivateData } from '../offline/forget-private';
import { visibleNavItems } from './nav-items';

/** The signed-in user in the header: their name, and a menu of their pages and sign-out. */
export const UserMenu = ({ user }: { user: AppUser }) => {
  const { t } = useLingui();
  const session = useAuthSession();
  const name = personName(user);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Spec §4: straight to /auth/login; this device's private copies and the issuer's sign-out finish behind it.
  const signOut = () => {
    void session.signOut(() => forgetPrivateData(queryClient));
    void navigate({ to: LOGIN_PATH, replace: true });
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="current-user" aria-label={t`Account menu of ${name}`}>
          <Group gap={8} wrap="nowrap">
            {/* The default icon, not initials: text inside the button must be part of its name (WCAG 2.5.3). */}
            <Avatar size="sm" color="indigo" radius="xl" aria-hidden />
            <Text size="sm" fw={500} truncate maw={180} visibleFrom="xs">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {visibleNavItems(true)
          .filter((item) => item.to !== '/')
          .map((item) => (
            <Menu.Item
              key={item.to}
              component={Link}
              to={item.to}
              leftSection={<item.icon size={16} stroke={1.6} aria-hidden />}
            >
              {t(item.label)}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
