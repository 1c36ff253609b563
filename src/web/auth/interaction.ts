import type { ApiClient, ApiResult } from '../api/client';
import type { AppConfig } from '../config/app-config';

/**
 * The embedded issuer hands its login and registration screens to /auth/login and /auth/registration with
 * `?interaction=UID`; the page finishes the interaction by posting to `{issuer path}/interaction/UID/{kind}`
 * on this origin, where the interaction cookie lives.
 */
export type InteractionKind = 'login' | 'register';

export interface LoginBody {
  email: string;
  password: string;
}

export interface RegisterBody extends LoginBody {
  fullname: string;
}

export interface InteractionDone {
  redirectTo: string;
}

/** The embedded issuer (or any on this origin): its interaction starts by fetch, with the form already shown. */
export const issuerOnThisOrigin = (config: AppConfig, origin = window.location.origin): boolean =>
  new URL(config.oidcIssuer, origin).origin === origin;

export const interactionUrl = (config: AppConfig, uid: string, kind: InteractionKind): string => {
  const issuerPath = new URL(config.oidcIssuer, window.location.origin).pathname.replace(/\/+$/, '');
  return `${issuerPath}/interaction/${encodeURIComponent(uid)}/${kind}`;
};

export const submitInteraction = (
  api: ApiClient,
  config: AppConfig,
  uid: string,
  kind: InteractionKind,
  body: LoginBody | RegisterBody,
): Promise<ApiResult<InteractionDone>> =>
  api.post<InteractionDone>(interactionUrl(config, uid, kind), body, {
    absolute: true,
    auth: false,
    credentials: 'same-origin',
  });
