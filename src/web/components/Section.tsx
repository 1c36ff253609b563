import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a page, labelled by its heading for screen readers. */
export const Section = ({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) => (
  <Stack gap="md" component="section" aria-labelledby={id}>
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
    {children}
  </Stack>
);
