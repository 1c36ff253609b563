import type { ReactNode } from 'react';
import { PlainGroup, PlainStack, PlainText, PlainTitle } from './plain';

/** A page's title, an optional line under it, and actions on the right. */
export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) => (
  <PlainGroup justify="space-between" align="flex-end" wrap="wrap" gap="md">
    <PlainStack gap={4}>
      <PlainTitle order={1} size="h2">
        {title}
      </PlainTitle>
      {description && <PlainText c="dimmed">{description}</PlainText>}
    </PlainStack>
    {actions}
  </PlainGroup>
);
