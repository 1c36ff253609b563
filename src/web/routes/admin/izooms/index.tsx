import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_LIST, type ListParams, listRouteSearch } from '../../../api/list-params';
import { IzoomsPage } from '../../../features/admin/izooms/IzoomsPage';

const IzoomsRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <IzoomsPage
      params={{ ...DEFAULT_LIST, ...Route.useSearch() }}
      onParams={(params: ListParams) => void navigate({ search: listRouteSearch({ ...params }) })}
    />
  );
};

export const Route = createFileRoute('/admin/izooms/')({
  validateSearch: listRouteSearch,
  component: IzoomsRoute,
});
