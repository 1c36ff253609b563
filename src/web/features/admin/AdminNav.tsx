import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconAlbum, IconGauge, IconUsers, IconZoomIn } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';

const PAGES = ['/admin', '/admin/izooms', '/admin/albums', '/admin/accounts'] as const;
const ICONS = [IconGauge, IconZoomIn, IconAlbum, IconUsers];

const activePage = (pathname: string): string =>
  [...PAGES].reverse().find((page) => pathname === page || pathname.startsWith(`${page}/`)) ?? '/admin';

/** The admin area's own navigation (links, each reachable with Tab): overview, izooms, albums, viewer accounts. */
export const AdminNav = () => {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const active = activePage(pathname.replace(/\/+$/, '') || '/');
  const labels = [t`Overview`, t`Izooms`, t`Albums`, t`Viewer accounts`];
  return (
    <Group component="nav" aria-label={t`Admin`} data-testid="admin-nav" gap={4} wrap="wrap">
      {PAGES.map((to, i) => {
        const Icon = ICONS[i] ?? IconGauge;
        const current = to === active;
        return (
          <Button
            key={to}
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            leftSection={<Icon size={16} />}
            aria-current={current ? 'page' : undefined}
            renderRoot={(props) => <Link {...props} to={to} />}
          >
            {labels[i]}
          </Button>
        );
      })}
    </Group>
  );
};
