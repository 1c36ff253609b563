import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AlbumPosition, AlbumWithIzooms } from '../../../../shared/schemas/albums';
import { sceneItems, useAlbumSceneModule } from '../../album';
import { PositionRow } from './PositionRow';
import { PositionsScene } from './PositionsScene';
import { groupedIzooms, storedPositionOf, withDrafts } from './positions';
import { usePositionDrafts, useSavePosition } from './use-position-drafts';

/**
 * Where each izoom stands in the album's 3D scene, as numbers (metres, degrees, the longer side in metres) and
 * in the scene below, where it can be dragged. Both show a move as it is made; a drop saves it at once, a row
 * on Save, each saying so in the 1-second toast. A failed drop puts the izoom back.
 */
export const PositionsEditor = ({ album, canEdit }: { album: AlbumWithIzooms; canEdit: boolean }) => {
  const { t } = useLingui();
  // The gallery's layout rules come with the album scene's files.
  const layout = useAlbumSceneModule();
  const { drafts, put, drop } = usePositionDrafts();
  const { save } = useSavePosition(album.id);
  const [selected, setSelected] = useState<number | null>(null);
  const items = groupedIzooms(album);
  const names = new Map(album.izooms.map((izoom) => [izoom.id, izoom.name]));
  const nameOf = (izoomId: number) => names.get(izoomId) ?? `#${izoomId}`;
  /** Saved, the draft is what is stored and goes; a refused drop goes too, putting the izoom back; refused typing stays. */
  const saveAndForget = async (position: AlbumPosition, putBack: boolean) => {
    const saved = await save(position, nameOf(position.izoomId));
    if (saved || putBack) drop(position.izoomId, position);
  };
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Put izooms into groups first; then place them here.</Trans>
      </Text>
    );
  }
  if (!layout.data) return <Loader size="sm" aria-label={t`Loading`} />;
  const positions = layout.data.layoutAlbum(withDrafts(items, drafts)).positions;
  const shownItems = withDrafts(sceneItems(album), drafts);
  const shown = layout.data.layoutAlbum(shownItems).positions;
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
            {positions.map((shownPosition) => {
              const position = storedPositionOf(shownPosition);
              return (
                <PositionRow
                  key={position.izoomId}
                  name={nameOf(position.izoomId)}
                  position={position}
                  stored={stored.has(position.izoomId)}
                  edited={drafts.has(position.izoomId)}
                  selected={selected === position.izoomId}
                  canEdit={canEdit}
                  onDraft={put}
                  onSave={(saving) => saveAndForget(saving, false)}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PositionsScene
        album={album}
        items={shownItems}
        positions={shown}
        editable={canEdit}
        onMove={(position) => put(storedPositionOf(position))}
        onMoveEnd={(moved) => {
          const position = storedPositionOf(moved);
          put(position);
          void saveAndForget(position, true);
        }}
        onSelect={setSelected}
      />
    </Stack>
  );
};
