import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { validateFlowSearch } from './-search';

const LoginRoute = () => <LoginPage {...Route.useSearch()} />;

export const Route = createFileRoute('/auth/login')({
  validateSearch: validateFlowSearch,
  component: LoginRoute,
});
