import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
  <Stack gap="xs">
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Text fw={600} lineClamp={3}>
        {name}
      </Text>
      <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
        {badge}
      </Badge>
    </Group>
    {children}
    {description && (
      <Text size="sm" c="dimmed" lineClamp={3}>
        {description}
      </Text>
    )}
  </Stack>
);
