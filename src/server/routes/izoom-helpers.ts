import { assertCanChange } from '../auth/access';
import { type App, currentUser, type Principal } from '../types';

export const WHAT = 'izoom';

/** The izoom of `:id`, if the caller may change it. */
export async function changeableIzoom(app: App, request: { params: { id: number }; principal: Principal | null }) {
  return assertCanChange(currentUser(request), await app.repos.izooms.findById(request.params.id), WHAT);
}
