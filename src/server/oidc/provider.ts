import Provider, { type Configuration, errors, interactionPolicy } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db';
import { cspAllowingScript, servedSecurely } from '../plugins/security-headers';
import type { UsersRepo } from '../repos/users';
import { sqlAdapterFactory } from './adapter';
import type { IssuerKeys } from './keys';
import { errorPage, pageLanguage, signOutPage } from './pages';
import { endGrantsOnSignOut, GRANT_CLAIM } from './sign-ins';

export const API_SCOPE = 'api';
/** The sign-out page's one script: it submits the issuer's form at once (the page's policy allows it by hash). */
const SUBMIT_FORM = 'document.forms[0].submit()';
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/** The origins allowed to run the app and receive codes: the public URL plus OIDC_EXTRA_ORIGINS (e.g. the Vite dev server). */
export const appOrigins = (config: Config, extra = process.env.OIDC_EXTRA_ORIGINS ?? ''): string[] => [
  config.publicUrl,
  ...extra
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean),
];

/** `prompt=create` (OpenID Connect Prompt Create 1.0): the app asks for the registration screen. */
function policy() {
  const prompts = interactionPolicy.base();
  prompts.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return prompts;
}

export function createProvider(config: Config, db: Db, users: UsersRepo, keys: IssuerKeys): Provider {
  const origins = appOrigins(config);
  const configuration: Configuration = {
    adapter: sqlAdapterFactory(db),
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'izoom',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/auth/callback`),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/auth/login`, `${o}/`]),
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    pkce: { required: () => true },
    discovery: { prompt_values_supported: ['none', 'login', 'consent', 'create'], ui_locales_supported: ['en', 'ja'] },
    scopes: [...OIDC_SCOPES, API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale'] },
    async findAccount(_ctx, sub) {
      const user = await users.findById(Number(sub));
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: user.email, email_verified: true, name: user.fullname, locale: user.language }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      // The app's sign-out revokes its refresh token, which ends the grant (see sign-ins.ts).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        // First-party app: sign out without a confirmation page.
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.set('content-security-policy', cspAllowingScript(servedSecurely(config), SUBMIT_FORM));
          ctx.body = signOutPage(pageLanguage(ctx), form, SUBMIT_FORM);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.oidcAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== config.oidcAudience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.oidcAudience,
            accessTokenTTL: config.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(pageLanguage(ctx), `${config.publicUrl}/`, out);
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`, policy: policy() },
    // Our own app is the only client: it is granted what it asks for without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope([...OIDC_SCOPES, API_SCOPE].join(' '));
      grant.addResourceScope(config.oidcAudience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // The e-mail rides in access tokens so an API trusting this issuer from elsewhere can make the app user;
    // the grant, so the API accepts a token only while its sign-in lasts.
    async extraTokenClaims(_ctx, token) {
      const user = 'accountId' in token && token.accountId ? await users.findById(Number(token.accountId)) : undefined;
      const grantId = 'grantId' in token ? token.grantId : undefined;
      return { ...(user && { email: user.email, name: user.fullname }), ...(grantId && { [GRANT_CLAIM]: grantId }) };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 365 * 24 * 3600,
      Session: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
  };
  const provider = new Provider(config.oidcIssuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(endGrantsOnSignOut(db));
  return provider;
}
