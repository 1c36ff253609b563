import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlbum } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCreateAlbum } from '../../../api/album-create';
import { useAlbumList } from '../../../api/album-list';
import type { ListParams } from '../../../api/list-params';
import { CARD_SIZES, GRID } from '../../../components/CardGrid';
import { CardText } from '../../../components/CardText';
import { LoadError } from '../../../components/LoadError';
import { Poster } from '../../../components/Poster';
import { AdminPage } from '../AdminPage';
import { CreateDialog } from '../CreateDialog';
import { ListControls } from '../ListControls';
import { ListPaging } from '../ListPaging';
import { VisibilityBadge } from '../StateBadge';

/** /admin/albums: the albums the user manages, searchable, sorted and paged. */
export const AlbumsPage = ({ params, onParams }: { params: ListParams; onParams: (params: ListParams) => void }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useAlbumList(params);
  const create = useCreateAlbum();
  return (
    <AdminPage
      testId="admin-albums"
      title={<Trans>Albums</Trans>}
      description={t`Group izooms, place them in the 3D scene, choose the room.`}
      actions={
        <CreateDialog
          label={t`New album`}
          title={t`New album`}
          testId="new-album"
          onCreate={async (item) => {
            const album = await create.mutateAsync(item);
            await navigate({ to: '/admin/albums/$albumId', params: { albumId: String(album.id) } });
            return album;
          }}
        />
      }
    >
      <ListControls params={params} onChange={onParams} />
      {list.isPending ? (
        <SimpleGrid cols={GRID}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <LoadError
          title={t`Albums could not be loaded`}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          py="xl"
          icon={<IconAlbum size={28} stroke={1.5} />}
          title={params.q ? t`No album has this name` : t`No albums yet`}
          description={t`Make one with New album, then put izooms into its groups.`}
          data-testid="albums-empty"
        />
      ) : (
        <Stack>
          <SimpleGrid cols={GRID} data-testid="album-list">
            {list.data.items.map((album) => (
              <Card
                key={album.id}
                withBorder
                radius="lg"
                padding="lg"
                className="mantine-focus-auto"
                data-testid="album-row"
                renderRoot={(props) => (
                  <Link to="/admin/albums/$albumId" params={{ albumId: String(album.id) }} {...props} />
                )}
              >
                <Card.Section mb="md">
                  <Poster poster={album.poster} alt="" sizes={CARD_SIZES} />
                </Card.Section>
                <CardText
                  name={album.name}
                  badge={<Plural value={album.izoomCount} one="# izoom" other="# izooms" />}
                  description={album.description}
                >
                  <VisibilityBadge isPublic={album.isPublic} />
                </CardText>
              </Card>
            ))}
          </SimpleGrid>
          <ListPaging params={params} total={list.data.total} onChange={onParams} />
        </Stack>
      )}
    </AdminPage>
  );
};
