import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
  <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
    {actions}
  </Group>
);
