import { useLingui } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ErrorPage } from './ErrorPage';

/** The generic error page: every route's error boundary, and /error itself. */
export const RouteError = ({ error, reset }: Partial<ErrorComponentProps>) => {
  const { t } = useLingui();
  const router = useRouter();
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <ErrorPage
      code={t`Error`}
      message={t`This page could not be shown.`}
      detail={error instanceof Error ? error.message : undefined}
      onRetry={retry}
    />
  );
};
