import { createFileRoute } from '@tanstack/react-router';
import { ServerError } from '../../components/ServerError';

export const Route = createFileRoute('/error/500')({
  component: ServerError,
});
