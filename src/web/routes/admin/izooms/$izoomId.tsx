import { createFileRoute } from '@tanstack/react-router';
import { IzoomEditorPage } from '../../../features/admin/izooms/IzoomEditorPage';

const IzoomRoute = () => <IzoomEditorPage izoomId={Number(Route.useParams().izoomId)} />;

export const Route = createFileRoute('/admin/izooms/$izoomId')({
  component: IzoomRoute,
});
