import { Button, type ButtonProps } from '@mantine/core';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useAuthSession } from '../../auth';

/**
 * "Sign in" from any page: it comes back to this page once signed in. Against an issuer a click goes to it at
 * once (no stop at /auth/login on the way); the link itself, for a new tab or when the issuer cannot be
 * reached, is /auth/login with the same `returnTo`.
 */
export const SignInButton = ({ children, ...props }: ButtonProps & { children: ReactNode }) => {
  const session = useAuthSession();
  const router = useRouter();
  const here = useRouterState({ select: (state) => state.location.href });
  const returnTo = here.startsWith('/auth/') ? undefined : here;
  const onClick = (event: MouseEvent) => {
    if (session.kind !== 'oidc' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    session.signIn({ returnTo }).catch(() => router.navigate({ to: '/auth/login', search: { returnTo } }));
  };
  return (
    <Button
      {...props}
      renderRoot={(root) => <Link {...root} to="/auth/login" search={{ returnTo }} onClick={onClick} />}
    >
      {children}
    </Button>
  );
};
