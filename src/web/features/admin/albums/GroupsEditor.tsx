import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import type { Izoom } from '../../../../shared/schemas/izooms';
import { cleanText } from '../../../../shared/text';
import { useUpdateGroups } from '../../../api/album-groups';
import { useIzoomList } from '../../../api/izoom-list';
import { MAX_PAGE_SIZE } from '../../../api/list-params';
import { useAdminRules } from '../rules';
import { runAction } from '../run-action';
import { GroupCard } from './GroupCard';
import { groupProblems, groupsReducer, newGroupId } from './groups-reducer';
import { IzoomChip } from './IzoomChip';

/** The album's groups: add, rename, reorder, remove; drag izooms into them (or add them from each group's list). */
export const GroupsEditor = ({ album, canEdit }: { album: AlbumWithIzooms; canEdit: boolean }) => {
  const { t } = useLingui();
  const rules = useAdminRules();
  const save = useUpdateGroups();
  const all = useIzoomList({ sort: 'name', page: 1, pageSize: MAX_PAGE_SIZE });
  const [groups, dispatch] = useReducer(groupsReducer, album.groups);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const savedKey = JSON.stringify(album.groups);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved groups, by value.
  useEffect(() => dispatch({ type: 'reset', groups: album.groups }), [savedKey]);

  const known = new Map<number, Izoom>([...(all.data?.items ?? []), ...album.izooms].map((i) => [i.id, i]));
  const placed = new Set(groups.flatMap((g) => g.izoomIds));
  const unplaced = [...known.values()].filter((izoom) => !placed.has(izoom.id));
  const changed = JSON.stringify(groups) !== savedKey;

  const submit = async () => {
    const found = groupProblems(groups, rules.groupName);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const trimmed = groups.map((g) => ({ ...g, name: cleanText(g.name) }));
    await runAction(() => save.mutateAsync({ id: album.id, groups: trimmed }), { success: t`Groups saved` });
  };

  return (
    <Grid gap="lg" data-testid="groups-editor">
      <Grid.Col span={{ base: 12, md: canEdit ? 8 : 12 }}>
        <Stack gap="sm">
          {groups.length === 0 && (
            <Text c="dimmed" size="sm">
              <Trans>No groups yet. An album shows the izooms of its groups, in order.</Trans>
            </Text>
          )}
          {groups.map((group, index) => (
            <GroupCard
              key={group.id}
              group={group}
              index={index}
              count={groups.length}
              izooms={known}
              choices={[...known.values()].filter((izoom) => !group.izoomIds.includes(izoom.id))}
              canEdit={canEdit}
              error={problems[group.id]}
              dispatch={dispatch}
            />
          ))}
          {canEdit && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => dispatch({ type: 'add', id: newGroupId(), name: t`Group ${groups.length + 1}` })}
                data-testid="add-group"
              >
                <Trans>Add a group</Trans>
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!changed}
                loading={save.isPending}
                onClick={submit}
                data-testid="save-groups"
              >
                <Trans>Save groups</Trans>
              </Button>
              {changed && (
                <Button variant="subtle" onClick={() => dispatch({ type: 'reset', groups: album.groups })}>
                  <Trans>Undo changes</Trans>
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Grid.Col>
      {canEdit && (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" data-testid="izoom-pool">
            <Stack gap="xs">
              <Title order={3} size="h5">
                <Trans>Izooms not in a group</Trans>
              </Title>
              <Text size="xs" c="dimmed">
                <Trans>Drag an izoom onto a group.</Trans>
              </Text>
              {unplaced.map((izoom) => (
                <IzoomChip key={izoom.id} izoom={izoom} />
              ))}
              {all.isSuccess && unplaced.length === 0 && (
                <Text size="sm" c="dimmed">
                  <Trans>Every izoom is in a group.</Trans>
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      )}
    </Grid>
  );
};
