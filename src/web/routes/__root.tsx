import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isAdminPath } from '../auth/guard';
import { RouteError } from '../components/RouteError';
import { whenLatersCome } from '../next-task';
import type { RouterContext } from '../router-context';
import { hideSplash } from '../splash';

const RootLayout = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Spec §2: outside the admin pages the splash hides as soon as the app is mounted (the parts a page renders a task
  // later included, so that none shows half-made); the admin guard hides it there. On every page the start ends
  // then, and later pages render whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page decides; later ones find it gone.
  useEffect(() => {
    whenLatersCome(isAdminPath(pathname) ? () => undefined : hideSplash);
  }, []);
  return <Outlet />;
};

/** Spec §2: any path no route matches goes to the homepage. */
const ToHomepage = () => <Navigate to="/" replace />;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: ToHomepage,
  errorComponent: RouteError,
});
