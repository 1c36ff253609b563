import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../api/album';
import { isLoggedIn } from '../../auth';
import { AlbumPage } from '../../features/album/AlbumPage';
import { validateAlbumSearch } from '../../features/album/album-search';
import { SignInPrompt } from '../../features/my-album/SignInPrompt';

const MyAlbumRoute = () => {
  const { albumId } = Route.useParams();
  const { izoom, view, kiosk, dwell } = Route.useSearch();
  return isLoggedIn() ? (
    <AlbumPage albumId={albumId} scope="mine" izoom={izoom} view={view} kiosk={kiosk} dwell={dwell} />
  ) : (
    <SignInPrompt />
  );
};

export const Route = createFileRoute('/my-album/$albumId')({
  validateSearch: validateAlbumSearch,
  loader: ({ context, params }) => {
    if (isLoggedIn()) return context.queryClient.prefetchQuery(albumQuery(context.api, params.albumId, 'mine'));
  },
  component: MyAlbumRoute,
});
