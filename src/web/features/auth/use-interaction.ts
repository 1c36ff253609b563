import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '../../../shared/envelope';
import type { ApiFailureResult } from '../../api/client';
import { useApi } from '../../api/context';
import {
  type InteractionKind,
  type LoginBody,
  type RegisterBody,
  safeReturnTo,
  submitInteraction,
  useAuthSession,
} from '../../auth';
import { useAppConfig } from '../../config/context';

/**
 * The interaction's uid once the page has it: the form may be shown, and sent, before its interaction has come
 * (StartSignIn fetches it meanwhile and puts it in the address, which hands it down here). One function for the
 * page's life, so that the form it is handed to need not render again when the uid comes.
 */
export const useInteractionUid = (uid: string | undefined): (() => Promise<string>) => {
  const latest = useRef(uid);
  const waiting = useRef<((uid: string) => void)[]>([]);
  latest.current = uid;
  useEffect(() => {
    if (uid) for (const resolve of waiting.current.splice(0)) resolve(uid);
  }, [uid]);
  const [interactionUid] = useState(
    () => () =>
      latest.current
        ? Promise.resolve(latest.current)
        : new Promise<string>((resolve) => waiting.current.push(resolve)),
  );
  return interactionUid;
};

/**
 * Sends a login or registration form. Against an issuer it posts to the interaction (its uid from
 * `interactionUid`, see above): success follows
 * `data.redirectTo`, an expired interaction starts the flow again. In mock mode it signs in (or registers)
 * with the in-browser backend and goes to `returnTo`. Any other failure is handed back for the form to show.
 */
export const useInteraction = (interactionUid: () => Promise<string>, kind: InteractionKind, returnTo?: string) => {
  const api = useApi();
  const config = useAppConfig();
  const session = useAuthSession();
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);

  const submitMock = async (body: LoginBody | RegisterBody): Promise<ApiFailureResult | null> => {
    if (session.kind !== 'mock') return null;
    const result =
      kind === 'register' && 'fullname' in body
        ? await session.register(body)
        : await session.signInWithPassword(body.email, body.password);
    if (!result.success) return result;
    router.history.replace(safeReturnTo(returnTo));
    return null;
  };

  const submitToIssuer = async (body: LoginBody | RegisterBody): Promise<ApiFailureResult | null> => {
    const result = await submitInteraction(api, config, await interactionUid(), kind, body);
    if (result.success && typeof result.data?.redirectTo === 'string') {
      // The spent form leaves the history: Back after signing in goes to the page before it.
      window.location.replace(result.data.redirectTo);
      return null; // keep the button busy while the browser leaves
    }
    if (!result.success && result.data.code === ErrorCode.InteractionExpired) {
      await session.signIn({ returnTo, register: kind === 'register', replace: true }).catch(() => undefined);
      return null;
    }
    return result.success
      ? { success: false, data: {}, message: 'The sign-in answer had no redirect', status: result.status }
      : result;
  };

  const submit = async (body: LoginBody | RegisterBody): Promise<ApiFailureResult | null> => {
    setSubmitting(true);
    const failure = session.kind === 'mock' ? await submitMock(body) : await submitToIssuer(body);
    if (failure) setSubmitting(false);
    return failure;
  };

  return { submit, submitting };
};
