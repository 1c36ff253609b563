import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '../../layout/MainLayout';
import { requireSignedIn } from '../../route-guards';

/** The second main layout of spec §2: guarded by the login check. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: requireSignedIn,
  component: MainLayout,
});
