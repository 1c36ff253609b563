import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { personName } from '../api/demo-texts';
import type { AppUser } from '../api/users';
import { MenuOnDemand, menuLoader } from '../components/menu-on-demand';

const items = menuLoader(() => import('./UserMenuItems').then((m) => m.UserMenuItems));

/** The signed-in user in the header: their name, opening a menu of their pages and sign-out (./UserMenuItems). */
export const UserMenu = ({ user }: { user: AppUser }) => {
  const { t } = useLingui();
  const name = personName(user);
  return (
    <MenuOnDemand
      loader={items}
      props={{ user }}
      target={
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
      }
    />
  );
};
