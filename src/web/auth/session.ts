import { i18n } from '@lingui/core';
import type { User, UserManager } from 'oidc-client-ts';
import type { ApiClient } from '../api/client';
import { endIssuerSession } from './end-issuer-session';
import { LOGIN_PATH, SessionBase, type SignInOptions, safeReturnTo } from './session-base';
import { CALLBACK_PATH, isErrorResponse } from './user-manager';

interface SignInState {
  returnTo?: string;
}

/** The issuer's own pages (sign-out, errors) speak the app's language. */
const uiLocales = (): { ui_locales?: string } => (i18n.locale ? { ui_locales: i18n.locale } : {});

/**
 * The signed-in session against an OpenID Connect issuer (the embedded one by default): wraps
 * oidc-client-ts's UserManager, whose user (the credentials) is kept under the spec's credentials key.
 */
export class AuthSession extends SessionBase {
  readonly kind = 'oidc';
  private callback: { url: string; result: Promise<string> } | null = null;

  constructor(
    readonly manager: UserManager,
    api: ApiClient,
  ) {
    super(api);
  }

  /** The callback page settles the state itself; elsewhere a kept user with a fresh (or renewed) token is Success. */
  protected async restore(pathname: string): Promise<void> {
    if (pathname === CALLBACK_PATH) return;
    const user = await this.manager.getUser().catch(() => null);
    let fresh = user && !user.expired;
    if (!fresh && user?.refresh_token) {
      const renewed = await this.manager.signinSilent().catch(() => null);
      fresh = !!renewed && !renewed.expired;
    }
    if (!fresh) return this.fail();
    await this.succeed(pathname).catch(() => this.fail());
  }

  async getAccessToken(): Promise<string | null> {
    const user = await this.manager.getUser().catch(() => null);
    return user && !user.expired ? user.access_token : null;
  }

  /** Sends the browser to the issuer (its login, or its registration with `register`), once a sign-out is done. */
  async signIn({ returnTo, register, replace }: SignInOptions = {}): Promise<void> {
    await this.leaving;
    const state: SignInState = { returnTo: safeReturnTo(returnTo) };
    return this.manager.signinRedirect({
      state,
      ...uiLocales(),
      ...(register ? { prompt: 'create' } : {}),
      ...(replace ? { redirectMethod: 'replace' } : {}),
    });
  }

  /**
   * Finishes the redirect on /auth/callback: trades the code for tokens, then Success (with the login call).
   * Resolves with the path to go to. Runs once per callback URL (React may mount twice).
   */
  completeSignIn(url = window.location.href): Promise<string> {
    if (this.callback?.url !== url) this.callback = { url, result: this.finishSignIn(url) };
    return this.callback.result;
  }

  private async finishSignIn(url: string): Promise<string> {
    this.transition('loading');
    try {
      const user = await this.manager.signinCallback(url);
      if (!user) throw new Error('The sign-in answer carried no user');
      await this.succeed(CALLBACK_PATH);
      return safeReturnTo((user.state as SignInState | undefined)?.returnTo);
    } catch (error) {
      await this.fail();
      throw error;
    }
  }

  /**
   * Ends the held sign-in at the issuer's revocation endpoint (RFC 7009; the embedded issuer ends its grant,
   * so the API refuses the access token too). keepalive carries it past the page if the page leaves.
   */
  private async revokeRefreshToken(user: User | null): Promise<void> {
    const endpoint = await this.manager.metadataService.getRevocationEndpoint();
    if (!user?.refresh_token || !endpoint) return;
    const body = new URLSearchParams({
      token: user.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: this.manager.settings.client_id,
    });
    await fetch(endpoint, { method: 'POST', body, keepalive: true });
  }

  /** The issuer's sign-out address for this user, coming back to /auth/login. */
  private async endSessionUrl(user: User | null): Promise<URL | null> {
    const endpoint = await this.manager.metadataService.getEndSessionEndpoint();
    if (!endpoint) return null;
    const url = new URL(endpoint);
    const { client_id, post_logout_redirect_uri } = this.manager.settings;
    url.searchParams.set('client_id', client_id);
    if (post_logout_redirect_uri) url.searchParams.set('post_logout_redirect_uri', post_logout_redirect_uri);
    if (user?.id_token) url.searchParams.set('id_token_hint', user.id_token);
    for (const [name, value] of Object.entries(uiLocales())) url.searchParams.set(name, value);
    return url;
  }

  /** Spec §7: the token is refreshed every 30 minutes. A refused refresh ends the sign-in; a lost network does not. */
  protected async refreshToken(): Promise<void> {
    try {
      await this.manager.signinSilent();
    } catch (error) {
      if (isErrorResponse(error)) throw error;
    }
  }

  protected forgetCredentials(): Promise<void> {
    return this.manager.removeUser();
  }

  /**
   * Forgets the token first, then revokes it and ends the issuer's session from this page (an issuer on this
   * origin). An outside issuer, or one whose sign-out could not be finished here, gets the browser instead.
   */
  protected async leave(forgetOnDevice: () => Promise<void>): Promise<void> {
    const user = await this.manager.getUser().catch(() => null);
    await this.forgetCredentials().catch(() => undefined);
    const [, , ended] = await Promise.all([
      forgetOnDevice().catch(() => undefined),
      this.revokeRefreshToken(user).catch(() => undefined),
      this.endSessionUrl(user)
        .then((url) => (url ? endIssuerSession(url) : true))
        .catch(() => false),
    ]);
    if (ended) return;
    await this.manager
      .signoutRedirect({ id_token_hint: user?.id_token, extraQueryParams: uiLocales() })
      .catch(() => window.location.assign(LOGIN_PATH));
  }
}
