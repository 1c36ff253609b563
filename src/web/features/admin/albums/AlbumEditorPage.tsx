import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Skeleton, Tabs } from '@mantine/core';
import { IconDeviceTv, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAlbum } from '../../../api/album';
import { useDeleteAlbum } from '../../../api/album-delete';
import { LoadError } from '../../../components/LoadError';
import { ask } from '../../../notices/dialogs';
import { AdminPage } from '../AdminPage';
import { runAction } from '../run-action';
import { VisibilityBadge } from '../StateBadge';
import { useCanEdit } from '../use-can-edit';
import { AlbumDetailsForm } from './AlbumDetailsForm';
import { GroupsEditor } from './GroupsEditor';
import { PositionsEditor } from './PositionsEditor';
import { SceneFilePanel } from './SceneFilePanel';

const TABS = ['details', 'groups', 'positions', 'scene'] as const;
type Tab = (typeof TABS)[number];

/** /admin/albums/$albumId: details, groups, positions and scene file of one album; open it as a visitor or kiosk. */
export const AlbumEditorPage = ({ albumId }: { albumId: number }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const query = useAlbum(String(albumId), 'mine');
  const remove = useDeleteAlbum();
  const [tab, setTab] = useState<Tab>('details');
  const album = query.data;
  const labels: Record<Tab, string> = {
    details: t`Details`,
    groups: t`Groups`,
    positions: t`Positions`,
    scene: t`Scene file`,
  };

  const onDelete = async () => {
    if (!album) return;
    if (
      !(await ask({
        title: t`Delete album`,
        message: t`Delete the album ${album.name}? Its izooms stay.`,
        danger: true,
      }))
    ) {
      return;
    }
    if (await runAction(() => remove.mutateAsync(album.id), { block: true, success: t`Album deleted` })) {
      await navigate({ to: '/admin/albums' });
    }
  };

  return (
    <AdminPage
      testId="admin-album-editor"
      title={album?.name ?? <Trans>Album</Trans>}
      description={album && <VisibilityBadge isPublic={album.isPublic} />}
      actions={
        album && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            data-testid="delete-album"
          >
            <Trans>Delete</Trans>
          </Button>
        )
      }
    >
      {query.isPending ? (
        <Skeleton height={400} radius="lg" />
      ) : !album ? (
        <LoadError
          title={t`The album could not be loaded`}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Group>
            <Button
              variant="default"
              leftSection={<IconExternalLink size={16} />}
              component="a"
              href={`/album/${album.id}`}
              data-testid="open-as-visitor"
            >
              <Trans>Open as a visitor</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconDeviceTv size={16} />}
              component="a"
              href={`/album/${album.id}?kiosk`}
              target="_blank"
              data-testid="open-as-kiosk"
            >
              <Trans>Open as a kiosk</Trans>
            </Button>
          </Group>
          <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'details')} keepMounted={false}>
            <Tabs.List>
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {labels[value]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Card withBorder radius="lg" padding="lg" mt="md">
              <Tabs.Panel value="details">
                <AlbumDetailsForm key={album.updatedAt} album={album} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="groups">
                <GroupsEditor album={album} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="positions">
                <PositionsEditor album={album} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="scene">
                <SceneFilePanel album={album} canEdit={canEdit} />
              </Tabs.Panel>
            </Card>
          </Tabs>
        </>
      )}
    </AdminPage>
  );
};
