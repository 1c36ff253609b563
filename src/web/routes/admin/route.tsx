import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '../../layout/MainLayout';
import { requireAdminUser } from '../../route-guards';

export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdminUser,
  component: MainLayout,
});
