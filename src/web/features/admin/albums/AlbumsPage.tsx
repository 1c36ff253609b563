import { Trans, useLingui } from '@lingui/react/macro';

import { IconAlbum } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCreateAlbum } from '../../../api/album-create';
import { useAlbumList } from '../../../api/album-list';
import type { ListParams } from '../../../api/list-params';
import { CardText } from '../../../components/CardText';
import { IzoomCount } from '../../../components/Counts';
import { AdminList, AdminListCard } from '../AdminList';
import { AdminPage } from '../AdminPage';
import { CreateDialog } from '../CreateDialog';
import { ListControls } from '../ListControls';
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
      <AdminList
        list={list}
        params={params}
        onParams={onParams}
        errorTitle={t`Albums could not be loaded`}
        empty={{
          icon: <IconAlbum size={28} stroke={1.5} />,
          title: params.q ? t`No album has this name` : t`No albums yet`,
          description: t`Make one with New album, then put izooms into its groups.`,
          testId: 'albums-empty',
        }}
        testId="album-list"
      >
        {(album) => (
          <AdminListCard
            key={album.id}
            poster={album.poster}
            testId="album-row"
            link={(props) => <Link to="/admin/albums/$albumId" params={{ albumId: String(album.id) }} {...props} />}
          >
            <CardText name={album.name} badge={<IzoomCount count={album.izoomCount} />} description={album.description}>
              <VisibilityBadge isPublic={album.isPublic} />
            </CardText>
          </AdminListCard>
        )}
      </AdminList>
    </AdminPage>
  );
};
