import { createHash, randomBytes } from 'node:crypto';

/** A cookie jar good enough for one issuer on loopback. */
export class Cookies {
  private readonly jar = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.jar.delete(pair.slice(0, eq));
      else this.jar.set(pair.slice(0, eq), value);
    }
  }
  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

export interface FlowOptions {
  email: string;
  password: string;
  /** Register through `prompt=create` with this full name instead of signing in. */
  registerAs?: string;
  clientId?: string;
}

/** One browser's sign-in: its tokens, and its cookies at the issuer (the issuer's session). */
export interface BrowserSignIn {
  tokens: Tokens;
  cookies: Cookies;
}

export interface Interaction {
  uid: string;
  /** The browser's cookies at the issuer. */
  cookies: Cookies;
  verifier: string;
  redirectUri: string;
  clientId: string;
  /** A request to the issuer with the interaction's cookies. */
  go: (url: string, init?: RequestInit) => Promise<Response>;
  /** Posts the interaction's login or registration form as the app's page does. */
  submit: (body: unknown) => Promise<Response>;
}

/** authorize → interaction: the issuer now waits for the login form (or, with `register`, the registration form). */
export async function openInteraction(
  baseUrl: string,
  { register = false, clientId = 'izoom-web' }: { register?: boolean; clientId?: string } = {},
): Promise<Interaction> {
  const cookies = new Cookies();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookies.header() },
    });
    cookies.take(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${baseUrl}/auth/callback`;
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(register && { prompt: 'create' }),
  });
  let response = await go(`/oidc/auth?${query}`);
  const interactionUrl = response.headers.get('location') ?? '';
  const uid = /\/oidc\/interaction\/([^/?]+)/.exec(interactionUrl)?.[1];
  if (!uid)
    throw new Error(
      `authorize did not start an interaction: ${response.status} ${interactionUrl} ${await response.text()}`,
    );

  response = await go(interactionUrl);
  const page = response.headers.get('location') ?? '';
  const expectedPage = register ? '/auth/registration' : '/auth/login';
  if (!page.startsWith(`${expectedPage}?interaction=${uid}`)) throw new Error(`interaction went to ${page}`);
  const submit = (body: unknown) =>
    go(`/oidc/interaction/${uid}/${register ? 'register' : 'login'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { uid, cookies, verifier, redirectUri, clientId, go, submit };
}

/**
 * The whole Authorization Code + PKCE flow against the embedded issuer, as the app's pages do it,
 * without a browser: authorize → interaction → login/register → resume → code → token.
 */
export async function signIn(baseUrl: string, options: FlowOptions): Promise<Tokens> {
  return (await signInBrowser(baseUrl, options)).tokens;
}

/** signIn, keeping the browser's cookies for what it does next (signing out). */
export async function signInBrowser(baseUrl: string, options: FlowOptions): Promise<BrowserSignIn> {
  const interaction = await openInteraction(baseUrl, {
    register: Boolean(options.registerAs),
    clientId: options.clientId,
  });
  const body = options.registerAs
    ? { email: options.email, password: options.password, fullname: options.registerAs }
    : { email: options.email, password: options.password };
  return finishInteraction(baseUrl, interaction, body);
}

/** The rest of a sign-in once the browser has its login or registration form: submit → resume → code → token. */
export async function finishInteraction(
  baseUrl: string,
  { go, submit, cookies, verifier, redirectUri, clientId }: Interaction,
  body: unknown,
): Promise<BrowserSignIn> {
  let response = await submit(body);
  const answer = (await response.json()) as {
    success: boolean;
    data: { redirectTo?: string; code?: string };
    message: string;
  };
  if (!answer.success || !answer.data.redirectTo) {
    throw Object.assign(new Error(`sign-in refused: ${response.status} ${answer.message}`), {
      status: response.status,
      answer,
    });
  }

  let location = answer.data.redirectTo;
  for (let hops = 0; !location.startsWith(redirectUri); hops++) {
    if (hops > 5) throw new Error(`too many redirects, last ${location}`);
    response = await go(location);
    location = response.headers.get('location') ?? '';
    if (!location) throw new Error(`no redirect from the issuer: ${response.status} ${await response.text()}`);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokens = await exchange(baseUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  });
  return { tokens, cookies };
}

export async function exchange(baseUrl: string, form: Record<string, string>): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const json = (await response.json()) as Tokens & { error?: string; error_description?: string };
  if (!response.ok) throw Object.assign(new Error(`token endpoint: ${json.error} ${json.error_description}`), { json });
  return json;
}

export const refresh = (baseUrl: string, refreshToken: string, clientId = 'izoom-web') =>
  exchange(baseUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
