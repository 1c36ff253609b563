import { UsersPaths } from '../../shared/api-paths';
import type { ApiResult } from '../api/client';
import type { AppUser } from '../api/users';
import { type MockCredentials, readMockCredentials, writeMockCredentials } from './credentials-store';
import { LOGIN_PATH, SessionBase, type SignInOptions, safeReturnTo } from './session-base';

type SignedInUser = AppUser & MockCredentials;

/**
 * The session of mock mode: no issuer, the in-browser backend checks the demo users' e-mail and password
 * and answers their tokens, kept under the spec's credentials key. Sign-in happens on the app's own
 * /auth/login and /auth/registration forms.
 */
export class MockSession extends SessionBase {
  readonly kind = 'mock';

  protected async restore(pathname: string): Promise<void> {
    if (!readMockCredentials()) return this.fail();
    await this.succeed(pathname).catch(() => this.fail());
  }

  async getAccessToken(): Promise<string | null> {
    return readMockCredentials()?.authToken ?? null;
  }

  /** There is no issuer to send the browser to: the forms live on /auth/login and /auth/registration. */
  async signIn({ returnTo, register, replace }: SignInOptions = {}): Promise<void> {
    const page = register ? '/auth/registration' : LOGIN_PATH;
    const url = `${page}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
    if (replace) window.location.replace(url);
    else window.location.assign(url);
  }

  /** Signs in with a demo user's (or a registered user's) e-mail and password; answers the failure if refused. */
  async signInWithPassword(email: string, password: string): Promise<ApiResult<SignedInUser>> {
    return this.keep(await this.api.post<SignedInUser>(UsersPaths.login.path, { email, password }, { auth: false }));
  }

  /** Creates a user in the in-browser backend and signs in as them. */
  async register(body: { email: string; fullname: string; password: string }): Promise<ApiResult<SignedInUser>> {
    return this.keep(await this.api.post<SignedInUser>(UsersPaths.register.path, body, { auth: false }));
  }

  private async keep(result: ApiResult<SignedInUser>): Promise<ApiResult<SignedInUser>> {
    if (!result.success) return result;
    writeMockCredentials({ authToken: result.data.authToken, refreshToken: result.data.refreshToken });
    await this.succeed(LOGIN_PATH);
    return result;
  }

  /** The demo tokens never expire; the refresh checks that the user still exists. */
  protected async refreshToken(): Promise<void> {
    const user = await this.fetchCurrentUser();
    if (!user) throw new Error('The demo user is gone');
  }

  protected async forgetCredentials(): Promise<void> {
    writeMockCredentials(null);
  }

  protected async leave(forgetOnDevice: () => Promise<void>): Promise<void> {
    await this.forgetCredentials();
    await forgetOnDevice();
  }
}
