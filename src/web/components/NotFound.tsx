import { useLingui } from '@lingui/react/macro';
import { ErrorPage } from './ErrorPage';

/** The 404 page of the error area (/error/404); unknown paths go to the homepage instead (spec §2). */
export const NotFound = () => {
  const { t } = useLingui();
  const name = t`page`;
  return <ErrorPage code="404" message={t`The requested ${name} is not found`} testId="not-found" />;
};
