import type { Static } from '@sinclair/typebox';
import { UsersPaths } from '../../shared/api-paths';
import type { PreparedAccount as PreparedAccountSchema } from '../../shared/schemas/users';
import { useApiMutation } from './mutation';

export type PreparedAccount = Static<typeof PreparedAccountSchema>;

/** `POST /users-izoomviewer/prepare-account` `{email, fullname?}`: an admin makes a guest (kiosk) account. */
export const usePrepareAccount = () =>
  useApiMutation(
    (api, body: { email: string; fullname?: string }) =>
      api.post<PreparedAccount>(UsersPaths.prepareAccount.path, body),
    () => [],
  );
