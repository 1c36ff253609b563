import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import { AlbumScene } from '../../album/AlbumScene';
import { PositionRow } from './PositionRow';
import { groupedIzooms, positionOf } from './positions';

/** The gallery's layout rules, loaded with the viewer's files (they live with its framework). */
const useLayoutModule = () =>
  useQuery({
    queryKey: ['album-layout-module'],
    queryFn: () => import('../../../../viewer/core/album-layout'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Where each izoom stands in the album's 3D scene, as numbers (metres, degrees, the longer side in metres):
 * each row saves its izoom's position; the scene below shows the album as saved.
 */
export const PositionsEditor = ({ album, canEdit }: { album: AlbumWithIzooms; canEdit: boolean }) => {
  const { t } = useLingui();
  const layout = useLayoutModule();
  const items = groupedIzooms(album);
  const names = new Map(album.izooms.map((izoom) => [izoom.id, izoom.name]));
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Put izooms into groups first; then place them here.</Trans>
      </Text>
    );
  }
  if (!layout.data) return <Loader size="sm" aria-label={t`Loading`} />;
  const placements = layout.data.layoutAlbum(items).placements;
  const stored = new Set(album.positions.map((p) => p.izoomId));
  return (
    <Stack gap="lg" data-testid="positions-editor">
      <Text size="sm" c="dimmed">
        <Trans>
          x runs across the hall, y up, z into it (the entrance is at 0, the hall runs towards negative z); rotation
          turns the izoom (0 faces the entrance); scale is its longer side in metres.
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans context="table column">Izoom</Trans>
              </Table.Th>
              <Table.Th>x</Table.Th>
              <Table.Th>y</Table.Th>
              <Table.Th>z</Table.Th>
              <Table.Th>
                <Trans>Rotation</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Scale</Trans>
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {placements.map((placement) => {
              const position = positionOf(placement);
              return (
                <PositionRow
                  key={`${placement.izoomId}:${JSON.stringify(position)}`}
                  albumId={album.id}
                  name={names.get(placement.izoomId) ?? `#${placement.izoomId}`}
                  position={position}
                  stored={stored.has(placement.izoomId)}
                  canEdit={canEdit}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AlbumScene album={album} />
    </Stack>
  );
};
