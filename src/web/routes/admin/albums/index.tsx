import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_LIST, type ListParams, listRouteSearch } from '../../../api/list-params';
import { AlbumsPage } from '../../../features/admin/albums/AlbumsPage';

const AlbumsRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <AlbumsPage
      params={{ ...DEFAULT_LIST, ...Route.useSearch() }}
      onParams={(params: ListParams) => void navigate({ search: listRouteSearch({ ...params }) })}
    />
  );
};

export const Route = createFileRoute('/admin/albums/')({
  validateSearch: listRouteSearch,
  component: AlbumsRoute,
});
