import type { BrowserSignIn, Cookies } from './oidc-flow';

const CLIENT_ID = 'izoom-web';

const withCookies = async (cookies: Cookies, url: string, init: RequestInit = {}): Promise<Response> => {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: cookies.header() },
  });
  cookies.take(response);
  return response;
};

/** The app's first sign-out request: its refresh token to the issuer's revocation endpoint (RFC 7009). */
export async function revokeRefreshToken(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token/revocation`, {
    method: 'POST',
    body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: CLIENT_ID }),
  });
}

/**
 * The browser at the issuer's end_session endpoint, as oidc-client-ts's signoutRedirect sends it there:
 * the page, then (unless `confirm` is false: the page was closed at once) the form it submits by itself.
 * Answers where the browser ends up.
 */
export async function endSession(
  baseUrl: string,
  { tokens, cookies }: BrowserSignIn,
  { confirm = true } = {},
): Promise<string> {
  const query = new URLSearchParams({
    id_token_hint: tokens.id_token ?? '',
    client_id: CLIENT_ID,
    post_logout_redirect_uri: `${baseUrl}/auth/login`,
  });
  const page = await withCookies(cookies, `${baseUrl}/oidc/session/end?${query}`);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`end_session answered ${page.status}: ${html}`);
  if (!confirm) return page.url;
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!xsrf) throw new Error(`no sign-out form in ${html}`);
  const done = await withCookies(cookies, `${baseUrl}/oidc/session/end/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  });
  return done.headers.get('location') ?? `${done.status}`;
}

/** Everything the app's sign-out sends (src/web/auth/session.ts): the revocation and the end_session visit, together. */
export async function signOutLikeTheApp(baseUrl: string, signIn: BrowserSignIn): Promise<string> {
  const [, landing] = await Promise.all([
    revokeRefreshToken(baseUrl, signIn.tokens.refresh_token ?? ''),
    endSession(baseUrl, signIn),
  ]);
  return landing;
}

/**
 * Asks the issuer for a code with the browser's cookies and no password: answers whether its issuer
 * session still signs it in (true), or it is sent to the login screen (false).
 */
export async function issuerSessionSignsIn(baseUrl: string, cookies: Cookies): Promise<boolean> {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${baseUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  let location = `${baseUrl}/oidc/auth?${query}`;
  for (let hop = 0; hop < 5; hop++) {
    const response = await withCookies(cookies, new URL(location, baseUrl).href);
    location = response.headers.get('location') ?? '';
    if (location.startsWith(`${baseUrl}/auth/callback`)) return new URL(location).searchParams.has('code');
    if (location.startsWith('/auth/login')) return false;
    if (!location) throw new Error(`the issuer answered ${response.status} without a redirect`);
  }
  throw new Error(`too many redirects, last ${location}`);
}
