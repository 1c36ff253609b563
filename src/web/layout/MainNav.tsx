import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCurrentUser } from '../auth';
import { visibleNavItems } from './nav-items';

const isActive = (pathname: string, to: string, exact = false): boolean =>
  exact ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);

/** The main layout's navigation, with the signed-in pages once a user is stored. */
export const MainNav = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useLingui();
  const signedIn = useCurrentUser() !== null;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack component="nav" gap={4} aria-label={t`Main navigation`}>
      {visibleNavItems(signedIn).map((item) => {
        const active = isActive(pathname, item.to, item.exact);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
};
