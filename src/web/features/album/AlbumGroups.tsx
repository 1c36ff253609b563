import { useLingui } from '@lingui/react/macro';
import { EmptyState, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import type { Izoom } from '../../../shared/schemas/izooms';
import { GRID } from '../../components/CardGrid';
import { IzoomCard } from '../../components/IzoomCard';

/** The album's groups in order, each with the izooms of it the reader may see. */
export const AlbumGroups = ({ album }: { album: AlbumWithIzooms }) => {
  const { t } = useLingui();
  const byId = new Map<number, Izoom>(album.izooms.map((izoom) => [izoom.id, izoom]));
  const groups = album.groups
    .map((group) => ({ ...group, izooms: group.izoomIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((group) => group.izooms.length > 0);

  if (groups.length === 0) {
    return (
      <EmptyState
        data-testid="album-empty"
        withIndicatorBackground
        icon={<IconZoomIn size={28} stroke={1.5} />}
        title={t`This album has no izooms yet`}
        description={t`Izooms appear here once they are added to one of its groups.`}
      />
    );
  }
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack key={group.id} gap="md" component="section" aria-label={group.name}>
          <Title order={2} size="h4">
            {group.name}
          </Title>
          <SimpleGrid cols={GRID}>
            {group.izooms.map((izoom) => (
              <IzoomCard key={izoom.id} izoom={izoom} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
};
