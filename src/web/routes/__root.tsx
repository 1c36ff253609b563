import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../router';
import { hideSplash } from '../splash';

const RootLayout = () => {
  // Spec §2: outside the admin pages the splash hides as soon as the app is mounted.
  useEffect(hideSplash, []);
  return <Outlet />;
};

/** Spec §2: any path no route matches goes to the homepage. */
const ToHomepage = () => <Navigate to="/" replace />;

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: ToHomepage,
});
