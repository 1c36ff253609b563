import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '../components/NotFound';
import type { RouterContext } from '../router';
import { hideSplash } from '../splash';

const RootLayout = () => {
  // Spec §2: outside the admin pages the splash hides as soon as the app is mounted.
  useEffect(hideSplash, []);
  return <Outlet />;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
