import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainGroup, PlainStack, PlainText } from './plain';

interface CardTextProps {
  name: string;
  /** A count beside the name. */
  badge: ReactNode;
  description?: string | null;
  /** Between the name and the description (a state badge). */
  children?: ReactNode;
}

/** The text of an album or izoom card: name and count, then what else it has to say. */
export const CardText = ({ name, badge, description, children }: CardTextProps) => (
  <PlainStack gap="xs">
    <PlainGroup justify="space-between" wrap="nowrap" align="flex-start">
      <PlainText fw={600} lineClamp={3}>
        {name}
      </PlainText>
      <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
        {badge}
      </Badge>
    </PlainGroup>
    {children}
    {description && (
      <PlainText size="sm" c="dimmed" lineClamp={3}>
        {description}
      </PlainText>
    )}
  </PlainStack>
);
