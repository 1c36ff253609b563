import type { AdminSummary } from '../../shared/schemas/admin';
import { workspaceOf } from '../auth/visibility';
import type { UserRow } from '../db/schema';
import type { UseCaseContext } from './context';

/** The dashboard's numbers over what the caller manages (see workspaceOf: guests get what is public). */
export async function adminSummary(ctx: UseCaseContext, user: UserRow): Promise<AdminSummary> {
  const filter = workspaceOf(user);
  const [counts, jobs] = await Promise.all([ctx.repos.summary.counts(filter), ctx.repos.summary.recentJobs(filter)]);
  return { ...counts, jobs };
}
