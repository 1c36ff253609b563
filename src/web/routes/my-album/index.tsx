import { createFileRoute } from '@tanstack/react-router';
import { MyAlbumsPage } from '../../features/my-album/MyAlbumsPage';

export const Route = createFileRoute('/my-album/')({
  component: MyAlbumsPage,
});
