import { useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import type { ApiFailureResult } from '../../api/client';
import { useApi } from '../../api/context';
import { type InteractionKind, type LoginBody, type RegisterBody, submitInteraction, useAuthSession } from '../../auth';
import { useAppConfig } from '../../config/context';

/**
 * Posts a login or registration form to the issuer's interaction. Success follows `data.redirectTo`; an
 * expired interaction starts the flow again; any other failure is handed back for the form to show.
 */
export const useInteraction = (uid: string, kind: InteractionKind) => {
  const api = useApi();
  const config = useAppConfig();
  const session = useAuthSession();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (body: LoginBody | RegisterBody): Promise<ApiFailureResult | null> => {
    setSubmitting(true);
    const result = await submitInteraction(api, config, uid, kind, body);
    if (result.success && typeof result.data?.redirectTo === 'string') {
      window.location.href = result.data.redirectTo;
      return null; // keep the button busy while the browser leaves
    }
    if (!result.success && result.data.code === ErrorCode.InteractionExpired) {
      await session.signIn({ register: kind === 'register' }).catch(() => undefined);
      return null;
    }
    setSubmitting(false);
    return result.success
      ? { success: false, data: {}, message: 'The sign-in answer had no redirect', status: result.status }
      : result;
  };

  return { submit, submitting };
};
