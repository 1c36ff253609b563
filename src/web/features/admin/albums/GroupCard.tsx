import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconX } from '@tabler/icons-react';
import { type Dispatch, useState } from 'react';
import type { AlbumGroup } from '../../../../shared/schemas/albums';
import type { Izoom } from '../../../../shared/schemas/izooms';
import type { GroupsAction } from './groups-reducer';
import { IZOOM_DRAG_TYPE, IzoomChip } from './IzoomChip';

interface GroupCardProps {
  group: AlbumGroup;
  index: number;
  count: number;
  izooms: Map<number, Izoom>;
  /** Izooms that may be added to it. */
  choices: Izoom[];
  canEdit: boolean;
  error?: string;
  dispatch: Dispatch<GroupsAction>;
}

/** One group: its name, its place among the groups, its izooms in order; a drop target for izooms. */
export const GroupCard = ({ group, index, count, izooms, choices, canEdit, error, dispatch }: GroupCardProps) => {
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const drop = (event: React.DragEvent) => {
    event.preventDefault();
    setOver(false);
    const id = Number(event.dataTransfer.getData(IZOOM_DRAG_TYPE));
    if (id > 0) dispatch({ type: 'place', izoomId: id, groupId: group.id });
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={over ? 'var(--mantine-primary-color-light)' : undefined}
      onDragOver={(event) => {
        if (!canEdit || !event.dataTransfer.types.includes(IZOOM_DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={canEdit ? drop : undefined}
      data-testid="group-card"
      data-group-id={group.id}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={t`Group name`}
            value={group.name}
            readOnly={!canEdit}
            error={error}
            onChange={(event) => dispatch({ type: 'rename', id: group.id, name: event.currentTarget.value })}
            data-testid="group-name"
          />
          {canEdit && (
            <Group gap={2} wrap="nowrap" mt={4}>
              <ActionIcon
                variant="subtle"
                aria-label={t`Move group up`}
                disabled={index === 0}
                onClick={() => dispatch({ type: 'move', id: group.id, by: -1 })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t`Move group down`}
                disabled={index === count - 1}
                onClick={() => dispatch({ type: 'move', id: group.id, by: 1 })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove group`}
                onClick={() => dispatch({ type: 'remove', id: group.id })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {group.izoomIds.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="xs">
            {canEdit ? <Trans>Drop izooms here</Trans> : <Trans>No izooms in this group</Trans>}
          </Text>
        )}
        {group.izoomIds.map((id, at) => {
          const izoom = izooms.get(id);
          if (!izoom) return null;
          return (
            <IzoomChip key={id} izoom={izoom} draggable={canEdit}>
              {canEdit && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t`Move ${izoom.name} up`}
                    disabled={at === 0}
                    onClick={() => dispatch({ type: 'moveIzoom', izoomId: id, groupId: group.id, by: -1 })}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t`Move ${izoom.name} down`}
                    disabled={at === group.izoomIds.length - 1}
                    onClick={() => dispatch({ type: 'moveIzoom', izoomId: id, groupId: group.id, by: 1 })}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t`Take ${izoom.name} out of the group`}
                    onClick={() => dispatch({ type: 'unplace', izoomId: id, groupId: group.id })}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              )}
            </IzoomChip>
          );
        })}
        {canEdit && choices.length > 0 && (
          <Select
            size="xs"
            placeholder={t`Add an izoom…`}
            aria-label={t`Add an izoom to ${group.name}`}
            data={choices.map((izoom) => ({ value: String(izoom.id), label: izoom.name }))}
            value={null}
            searchable
            onChange={(value) => value && dispatch({ type: 'place', izoomId: Number(value), groupId: group.id })}
            data-testid="group-add-izoom"
          />
        )}
      </Stack>
    </Paper>
  );
};
