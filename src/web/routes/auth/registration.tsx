import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/auth/RegistrationPage';
import { validateFlowSearch } from './-search';

const RegistrationRoute = () => <RegistrationPage {...Route.useSearch()} />;

export const Route = createFileRoute('/auth/registration')({
  validateSearch: validateFlowSearch,
  component: RegistrationRoute,
});
