import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { IconAlbum, IconGauge, IconUsers, IconZoomIn } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';

const TABS = ['/admin', '/admin/izooms', '/admin/albums', '/admin/accounts'] as const;

const activeTab = (pathname: string): string =>
  [...TABS].reverse().find((tab) => pathname === tab || pathname.startsWith(`${tab}/`)) ?? '/admin';

/** The admin area's own navigation: overview, izooms, albums, viewer accounts. */
export const AdminNav = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const labels = [t`Overview`, t`Izooms`, t`Albums`, t`Viewer accounts`];
  const icons = [IconGauge, IconZoomIn, IconAlbum, IconUsers];
  return (
    <Tabs
      value={activeTab(pathname.replace(/\/+$/, '') || '/')}
      onChange={(to) => to && void navigate({ to })}
      aria-label={t`Admin`}
      data-testid="admin-nav"
    >
      <Tabs.List>
        {TABS.map((to, i) => {
          const Icon = icons[i];
          return (
            <Tabs.Tab key={to} value={to} leftSection={<Icon size={16} />}>
              {labels[i]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
};
