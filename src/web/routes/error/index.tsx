import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../components/RouteError';

const GenericError = () => <RouteError />;

export const Route = createFileRoute('/error/')({
  component: GenericError,
});
