import { ApiError } from '../../api/client';
import { hideLoading, showLoading } from '../../notices/dialogs';
import { toast } from '../../notices/toasts';

interface ActionOptions {
  /** Shows 'Please wait!' while it runs: for actions the page cannot go on without. */
  block?: boolean;
  /** Told in a success toast when it worked. */
  success?: string;
}

/** The message of a failure: the server's own, as the envelope brought it. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiError ? error.result.message : error instanceof Error ? error.message : String(error);

/**
 * Runs one admin action: 'Please wait!' where it blocks, a success toast, the server's message in an error
 * toast when it fails. Answers the result, or undefined after a failure.
 */
export async function runAction<T>(action: () => Promise<T>, { block, success }: ActionOptions = {}) {
  if (block) showLoading();
  try {
    const result = await action();
    if (success) toast.success(success);
    return result;
  } catch (error) {
    toast.error(failureMessage(error));
    return undefined;
  } finally {
    if (block) hideLoading();
  }
}
