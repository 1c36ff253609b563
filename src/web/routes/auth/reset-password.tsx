import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { optionalString } from './-search';

const ResetPasswordRoute = () => <ResetPasswordPage token={Route.useSearch().token} />;

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  component: ResetPasswordRoute,
});
