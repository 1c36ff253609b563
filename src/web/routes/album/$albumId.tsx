import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../api/album';
import { isLoggedIn } from '../../auth';
import { AlbumPage } from '../../features/album/AlbumPage';

/** A signed-in reader also sees their own private albums; a visitor reads the public one. */
const scope = () => (isLoggedIn() ? 'mine' : 'public');

const AlbumRoute = () => <AlbumPage albumId={Route.useParams().albumId} scope={scope()} />;

export const Route = createFileRoute('/album/$albumId')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(albumQuery(context.api, params.albumId, scope())),
  component: AlbumRoute,
});
