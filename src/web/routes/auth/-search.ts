/** Search-param helpers shared by the /auth routes (the `-` prefix keeps this file out of the route tree). */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export interface FlowSearch {
  interaction?: string;
  returnTo?: string;
  /** The issuer passes the request's `login_hint` on; the login form starts with it as the e-mail. */
  login_hint?: string;
}

export const validateFlowSearch = (search: Record<string, unknown>): FlowSearch => ({
  interaction: optionalString(search.interaction),
  returnTo: optionalString(search.returnTo),
  login_hint: optionalString(search.login_hint),
});
