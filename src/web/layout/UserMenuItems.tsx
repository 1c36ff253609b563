import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { AppUser } from '../api/users';
import { LOGIN_PATH, useAuthSession } from '../auth';
import type { DemandedMenuProps } from '../components/menu-on-demand';
import { forgetPrivateData } from '../offline/forget-private';
import { visibleNavItems } from './nav-items';

/** The user menu's items: their pages and sign-out. Loaded on demand. */
export const UserMenuItems = ({ user, target }: DemandedMenuProps & { user: AppUser }) => {
  const { t } = useLingui();
  const session = useAuthSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Spec §4: straight to /auth/login; this device's private copies and the issuer's sign-out finish behind it.
  const signOut = () => {
    void session.signOut(() => forgetPrivateData(queryClient));
    void navigate({ to: LOGIN_PATH, replace: true });
  };
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
