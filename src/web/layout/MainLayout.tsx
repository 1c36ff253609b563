import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from './AppHeader';
import { MainNav } from './MainNav';

/** The main layout of spec §2: the header, the navigation (a drawer on narrow screens) and the page. */
export const MainLayout = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader navigation={{ opened, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <MainNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
