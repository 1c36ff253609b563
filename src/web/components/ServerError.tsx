import { useLingui } from '@lingui/react/macro';
import { ErrorPage } from './ErrorPage';

/** The 500 page of the error area (/error/500). */
export const ServerError = () => {
  const { t } = useLingui();
  return (
    <ErrorPage
      code="500"
      message={t`Something went wrong on our side. Please try again in a moment.`}
      onRetry={() => window.history.back()}
      testId="server-error"
    />
  );
};
