import { Group, Paper, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Izoom } from '../../../../shared/schemas/izooms';
import { StateBadge } from '../StateBadge';

/** The drag data type of an izoom being put into a group. */
export const IZOOM_DRAG_TYPE = 'application/x-izoom-id';

/** An izoom as a small draggable row (drop it on a group), with optional buttons on the right. */
export const IzoomChip = ({
  izoom,
  children,
  draggable = true,
}: {
  izoom: Izoom;
  children?: ReactNode;
  draggable?: boolean;
}) => (
  <Paper
    withBorder
    px="xs"
    py={4}
    radius="sm"
    draggable={draggable}
    onDragStart={(event) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(IZOOM_DRAG_TYPE, String(izoom.id));
      event.dataTransfer.setData('text/plain', izoom.name);
    }}
    style={{ cursor: draggable ? 'grab' : undefined }}
    data-testid="izoom-chip"
    data-izoom-id={izoom.id}
  >
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap" miw={0}>
        {draggable && <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden />}
        <Text size="sm" truncate>
          {izoom.name}
        </Text>
        <StateBadge state={izoom.generate.state} progress={izoom.generate.progress} />
      </Group>
      {children}
    </Group>
  </Paper>
);
