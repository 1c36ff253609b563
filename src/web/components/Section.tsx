import type { ReactNode } from 'react';
import { PlainStack, PlainTitle } from './plain';

/** A titled part of a page, labelled by its heading for screen readers. */
export const Section = ({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) => (
  <PlainStack gap="md" component="section" aria-labelledby={id}>
    <PlainTitle order={2} size="h3" id={id}>
      {title}
    </PlainTitle>
    {children}
  </PlainStack>
);
