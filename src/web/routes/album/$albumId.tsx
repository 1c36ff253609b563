import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../api/album';
import { isLoggedIn } from '../../auth';
import { AlbumPage } from '../../features/album/AlbumPage';
import { validateAlbumSearch } from '../../features/album/album-search';

/** A signed-in reader also sees their own private albums; a visitor reads the public one. */
const scope = () => (isLoggedIn() ? 'mine' : 'public');

const AlbumRoute = () => {
  const { izoom, view, kiosk, dwell } = Route.useSearch();
  return (
    <AlbumPage
      albumId={Route.useParams().albumId}
      scope={scope()}
      izoom={izoom}
      view={view}
      kiosk={kiosk}
      dwell={dwell}
    />
  );
};

export const Route = createFileRoute('/album/$albumId')({
  validateSearch: validateAlbumSearch,
  loader: ({ context, params }) => context.queryClient.prefetchQuery(albumQuery(context.api, params.albumId, scope())),
  component: AlbumRoute,
});
