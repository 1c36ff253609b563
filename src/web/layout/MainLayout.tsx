import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { Later } from '../next-task';
import { AppHeader } from './AppHeader';
import classes from './MainLayout.module.css';
import { MainNav } from './MainNav';

/** The class by which Mantine's scroll lock keeps a fixed bar from moving when a dialog hides the scrollbar. */
const KEEPS_PLACE_IN_SCROLL_LOCK = 'right-scroll-bar-position';

/** The main layout of spec §2: the header, the navigation (a drawer on narrow screens) and the page. */
export const MainLayout = () => {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below `sm` the closed navigation waits off screen: out of reach of Tab and screen readers until opened.
  const drawer = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <div className={classes.root}>
      {/* At the app's start the page comes first, in a task of its own; the header and navigation each in theirs. */}
      <header className={`${classes.header} ${KEEPS_PLACE_IN_SCROLL_LOCK}`}>
        <Later>
          <AppHeader navigation={{ opened, toggle }} />
        </Later>
      </header>
      <nav className={classes.navbar} data-opened={opened || undefined} inert={drawer && !opened}>
        <Later>
          <MainNav onNavigate={close} />
        </Later>
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
};
