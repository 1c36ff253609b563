import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { Later } from '../next-task';
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
      {/* At the app's start the page comes first, in a task of its own; the header and navigation each in theirs. */}
      <AppShell.Header>
        <Later>
          <AppHeader navigation={{ opened, toggle }} />
        </Later>
      </AppShell.Header>
      <AppShell.Navbar p="sm" inert={drawer && !opened}>
        <Later>
          <MainNav onNavigate={close} />
        </Later>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
