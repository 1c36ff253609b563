import { AdminPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { AdminSummary } from '../../shared/schemas/admin';
import { workspaceOf } from '../auth/visibility';
import { type App, currentUser } from '../types';
import { spec } from './define';

/** `GET /admin/summary`: the dashboard's numbers over what the caller manages (guests: what is public). */
export async function adminRoutes(app: App) {
  const { repos } = app;

  app.route({
    ...spec(P.summary, { tag: 'admin', auth: 'user', data: AdminSummary }),
    handler: async (request) => {
      const filter = workspaceOf(currentUser(request));
      const [counts, jobs] = await Promise.all([repos.summary.counts(filter), repos.summary.recentJobs(filter)]);
      return ok({ ...counts, jobs });
    },
  });
}
