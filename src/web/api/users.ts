import { UsersPaths } from '../../shared/api-paths';
import type { ProfileUpdate } from '../../shared/schemas/users';
import type { ApiClient, ApiResult } from './client';

/** The app user the login call answers with, kept in local storage under `user` (spec §3). */
export interface AppUser {
  id: string | number;
  email: string;
  fullname: string;
  firstname?: string;
  lastname?: string;
  roles: number[];
  role?: number | string;
  language?: string;
  [key: string]: unknown;
}

/** Upserts the app user for the signed-in identity (empty body, Bearer token). */
export const loginUser = (api: ApiClient): Promise<ApiResult<AppUser>> => api.post<AppUser>(UsersPaths.login.path, {});

/** The login call with a user payload: updates the signed-in user's own profile. */
export const updateProfile = (api: ApiClient, user: ProfileUpdate): Promise<ApiResult<AppUser>> =>
  api.post<AppUser>(UsersPaths.login.path, { user });

/** The current user for the Bearer token (`GET …/login/me`). */
export const fetchMe = (api: ApiClient, signal?: AbortSignal): Promise<ApiResult<AppUser>> =>
  api.get<AppUser>(UsersPaths.me.path, { signal });

export const forgotPassword = (api: ApiClient, email: string): Promise<ApiResult<unknown>> =>
  api.post(UsersPaths.forgotPassword.path, { email });

export const resetPassword = (api: ApiClient, token: string, password: string): Promise<ApiResult<unknown>> =>
  api.post(UsersPaths.resetPassword.path, { token, password });
