import { AdminPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { AdminSummary } from '../../shared/schemas/admin';
import { type App, currentUser } from '../types';
import { adminSummary } from '../use-cases/summary';
import { spec } from './define';

/** `GET /admin/summary`: the dashboard's numbers over what the caller manages (guests: what is public). */
export async function adminRoutes(app: App) {
  app.route({
    ...spec(P.summary, { tag: 'admin', auth: 'user', data: AdminSummary }),
    handler: async (request) => ok(await adminSummary(app.useCases, currentUser(request))),
  });
}
