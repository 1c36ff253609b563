/**
 * Search params stay plain strings (no JSON parsing): OIDC parameters such as `interaction`, `code` and
 * `token` must reach the pages exactly as the issuer wrote them.
 */
export const parseSearch = (searchStr: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(searchStr));

export const stringifySearch = (search: Record<string, unknown>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};
