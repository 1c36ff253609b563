import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** The homepage's top bar: what Mantine's AppShell header looks like, without the AppShell (and its scroll areas) in the homepage's first load. */
export const HomeHeader = ({ children }: { children: ReactNode }) => (
  <Box
    component="header"
    h={60}
    pos="sticky"
    top={0}
    style={{
      zIndex: 100,
      background: 'var(--mantine-color-body)',
      borderBottom: '1px solid var(--mantine-color-default-border)',
    }}
  >
    {children}
  </Box>
);
