import { rem } from '@mantine/core';
import type { ReactNode } from 'react';

/** The homepage's top bar: what Mantine's AppShell header looks like, without the AppShell (and its scroll areas) in the homepage's first load. */
export const HomeHeader = ({ children }: { children: ReactNode }) => (
  <header
    style={{
      zIndex: 100,
      background: 'var(--mantine-color-body)',
      borderBottom: '1px solid var(--mantine-color-default-border)',
      height: rem(60),
      position: 'sticky',
      top: 0,
    }}
  >
    {children}
  </header>
);
