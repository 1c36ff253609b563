import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { type GuardDecision, guardAdmin, guardSignedIn } from './auth/guard';
import type { RouterContext } from './router-context';
import { hideSplashAfterLookup } from './splash';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

const enforce = (decision: GuardDecision): void => {
  if (!decision.allow) {
    throw redirect({ to: decision.redirectTo, search: { returnTo: decision.returnTo }, replace: true });
  }
};

/** beforeLoad of /admin: the admin rule of spec §4, and the splash held for the lookup plus 500 ms. */
export const requireAdminUser = async ({ context, location }: GuardArgs) => {
  const decision = await guardAdmin(context.auth, location.href);
  hideSplashAfterLookup(decision.allow);
  enforce(decision);
  return { user: decision.allow ? decision.user : null };
};

/** beforeLoad of the second main layout: only when logged in (spec §4). */
export const requireSignedIn = ({ location }: GuardArgs): void => enforce(guardSignedIn(location.href));
