import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from './AppHeader';
import { MainNav } from './MainNav';

/** The main layout of spec §2: the header, the navigation (a drawer on narrow screens) and the page. */
export const MainLayout = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below `sm` the closed navigation waits off screen: out of reach of Tab and screen readers until opened.
  const drawer = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader navigation={{ opened, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" inert={drawer && !opened}>
        <MainNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
