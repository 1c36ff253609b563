import { createFileRoute } from '@tanstack/react-router';
import { AlbumEditorPage } from '../../../features/admin/albums/AlbumEditorPage';

const AlbumRoute = () => <AlbumEditorPage albumId={Number(Route.useParams().albumId)} />;

export const Route = createFileRoute('/admin/albums/$albumId')({
  component: AlbumRoute,
});
