import { createFileRoute } from '@tanstack/react-router';
import { albumQuery } from '../../api/album';
import { isLoggedIn } from '../../auth';
import { AlbumPage } from '../../features/album/AlbumPage';
import { SignInPrompt } from '../../features/my-album/SignInPrompt';

const MyAlbumRoute = () => {
  const { albumId } = Route.useParams();
  return isLoggedIn() ? <AlbumPage albumId={albumId} scope="mine" /> : <SignInPrompt />;
};

export const Route = createFileRoute('/my-album/$albumId')({
  loader: ({ context, params }) => {
    if (isLoggedIn()) return context.queryClient.prefetchQuery(albumQuery(context.api, params.albumId, 'mine'));
  },
  component: MyAlbumRoute,
});
