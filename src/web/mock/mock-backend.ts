import { AdminPaths, AlbumPaths, type ApiCall, IzoomPaths, UsersPaths } from '../../shared/api-paths';
import { PASSWORD_MIN_LENGTH, Role } from '../../shared/constants';
import { ErrorCode, type ErrorData } from '../../shared/envelope';
import { DEMO_USERS, type DemoUser, generatePassword, newUserRecord, usernameFor, withoutSecrets } from './demo-users';
import { type DbMethod, type DbResponse, dbError, InMemoryDb } from './in-memory-db';

/**
 * Mock mode's backend: answers the app's API calls (users-izoomviewer, izooms, albums) and the generic
 * collection/id URLs from an in-memory db that holds only users (spec §3). mock-fetch.ts puts it behind
 * a `fetch`.
 */

export const MockMessages = {
  loginIncorrect: 'The login detail is incorrect',
  forgotPassword: 'If an account exists for that e-mail, a reset link is on its way',
  emailInvalid: 'Email is not valid',
  fullnameRequired: 'Fullname is required',
  passwordTooShort: `Password minimum length is ${PASSWORD_MIN_LENGTH}`,
  emailTaken: 'An account with this e-mail already exists',
  resetLinkInvalid: 'This reset link is not valid any more. Ask for a new one.',
  signIn: 'Sign in to continue',
  badToken: 'The access token is not valid',
  adminOnly: 'Only admins can do this',
  izoomNotFound: 'The requested izoom is not found',
  albumNotFound: 'The requested album is not found',
  usersOnly: 'Mock mode keeps only users: izooms and albums cannot be created or changed',
  pathNotFound: 'The requested path is not found',
  invalidJson: 'The request body is not valid JSON',
  notAnObject: 'The request body must be a JSON object',
  internal: 'Something went wrong on the server. Please try again.',
} as const;

export const MOCK_VIEWER_EMAIL_DOMAIN = 'viewer.izoom.local';
export const MOCK_PAGE_SIZE = 24;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DB_METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const IDENTITY = ['id', 'email', 'username', 'roles', 'password', 'authToken', 'refreshToken', 'createdAt'];

export const createDemoDb = (): InMemoryDb => new InMemoryDb({ users: DEMO_USERS }, { post409: true, put404: true });

export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorData, 'code'> = {},
  ) {
    super(message);
  }
}
const invalid = (field: string, message: string) => new Failure(400, ErrorCode.ValidationError, message, { field });
const notFound = (message: string) => new Failure(404, ErrorCode.NotFound, message);

const DB_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationError,
  422: ErrorCode.ValidationError,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
};
const fromDb = (res: DbResponse) =>
  new Failure(res.status, DB_CODES[res.status] ?? ErrorCode.InternalError, dbError(res) ?? MockMessages.internal);

export interface Ctx {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | undefined;
  body: () => Record<string, unknown>;
}
export interface Reply {
  status?: number;
  data: unknown;
  message?: string;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positiveInt = (value: string | null, fallback: number): number =>
  value && Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;
const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const MEDIA_CALLS = [...Object.values(IzoomPaths), ...Object.values(AlbumPaths), ...Object.values(AdminPaths)].map(
  (call) => [call, new RegExp(`^${call.path.replace(/:\w+/g, '[^/]+')}$`)] as const,
);
const LISTS: ApiCall[] = [IzoomPaths.publicList, IzoomPaths.get, AlbumPaths.publicAlbumV2, AlbumPaths.get];
const IZOOM_READS: ApiCall[] = [IzoomPaths.getById, IzoomPaths.getPublicIzoomById, IzoomPaths.getGenerateState];
const ALBUM_READS: ApiCall[] = [AlbumPaths.getById, AlbumPaths.publicGetById];
/** The real server answers these without a sign-in; the other izoom and album calls need one. */
const PUBLIC: ApiCall[] = [
  IzoomPaths.publicList,
  IzoomPaths.getPublicIzoomById,
  IzoomPaths.getGenerateState,
  AlbumPaths.publicAlbumV2,
  AlbumPaths.publicGetById,
];

export const createBackend = (db: InMemoryDb) => {
  const allUsers = () => (db.handle({ method: 'GET', collection: 'users' }).body ?? []) as DemoUser[];
  const findByEmail = (email: string) => allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase());
  const checked = (res: DbResponse) => {
    if (dbError(res)) throw fromDb(res);
    return res;
  };

  const currentUser = (ctx: Ctx): DemoUser => {
    if (!ctx.token) throw new Failure(401, ErrorCode.Unauthenticated, MockMessages.signIn);
    const user = allUsers().find((u) => u.authToken === ctx.token);
    if (!user) throw new Failure(401, ErrorCode.Unauthenticated, MockMessages.badToken);
    return user;
  };
  const admin = (ctx: Ctx): DemoUser => {
    const user = currentUser(ctx);
    if (!user.roles.includes(Role.Admin)) throw new Failure(403, ErrorCode.Forbidden, MockMessages.adminOnly);
    return user;
  };
  const emailOf = (ctx: Ctx): string => {
    const email = text(ctx.body().email);
    if (!EMAIL.test(email)) throw invalid('body.email', MockMessages.emailInvalid);
    return email;
  };
  const withTokens = (user: DemoUser) => ({
    ...withoutSecrets(user),
    authToken: user.authToken,
    refreshToken: user.refreshToken,
  });

  const create = (email: string, fullname: string, password: string, role: number): DemoUser => {
    if (findByEmail(email)) throw new Failure(409, ErrorCode.Conflict, MockMessages.emailTaken);
    const username = usernameFor(email, new Set(allUsers().map((u) => u.username)));
    const record = newUserRecord({ username, email, password, fullname, role });
    return checked(db.handle({ method: 'POST', collection: 'users', body: record })).body as DemoUser;
  };

  const login = (ctx: Ctx): Reply => {
    const body = ctx.body();
    if ('password' in body || 'email' in body || 'username' in body) {
      const name = text(body.email ?? body.username).toLowerCase();
      const user = allUsers().find(
        (u) => (u.email.toLowerCase() === name || u.username.toLowerCase() === name) && u.password === body.password,
      );
      if (!name || !user) throw new Failure(401, ErrorCode.InvalidCredentials, MockMessages.loginIncorrect);
      return { data: withTokens(user), message: 'Signed in' };
    }
    let user = currentUser(ctx);
    if (isObject(body.user)) {
      // The profile payload of spec §7: who the user is (id, e-mail, roles, secrets) does not change here.
      const merged: Record<string, unknown> = { ...user, updatedAt: new Date().toISOString() };
      for (const [key, value] of Object.entries(body.user)) {
        if (IDENTITY.includes(key)) continue;
        merged[key] = isObject(value) && isObject(merged[key]) ? { ...merged[key], ...value } : value;
      }
      user = merged as unknown as DemoUser;
      checked(db.handle({ method: 'PUT', collection: 'users', id: String(user.id), body: user }));
    }
    return { data: withoutSecrets(user), message: 'Signed in' };
  };

  const register = (ctx: Ctx): Reply => {
    const email = emailOf(ctx);
    const { fullname, password } = ctx.body();
    if (!text(fullname)) throw invalid('body.fullname', MockMessages.fullnameRequired);
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
      throw invalid('body.password', MockMessages.passwordTooShort);
    }
    return {
      status: 201,
      data: withTokens(create(email, text(fullname), password, Role.User)),
      message: 'Account created',
    };
  };

  const prepareAccount = (ctx: Ctx): Reply => {
    admin(ctx);
    const given = text(ctx.body().email);
    const email = given.includes('@') ? given : `${given}@${MOCK_VIEWER_EMAIL_DOMAIN}`;
    if (!given || !EMAIL.test(email)) throw invalid('body.email', MockMessages.emailInvalid);
    const password = generatePassword();
    const user = create(email, text(ctx.body().fullname) || given.split('@')[0], password, Role.Guest);
    return { status: 201, data: { user: withoutSecrets(user), password }, message: 'Viewer account created' };
  };

  const userCalls: [ApiCall, (ctx: Ctx) => Reply][] = [
    [UsersPaths.login, login],
    [UsersPaths.me, (ctx) => ({ data: withoutSecrets(currentUser(ctx)) })],
    [
      UsersPaths.forgotPassword,
      (ctx) => {
        emailOf(ctx); // validated only: the answer never tells whether the account exists
        return { data: null, message: MockMessages.forgotPassword };
      },
    ],
    [UsersPaths.register, register],
    [UsersPaths.prepareAccount, prepareAccount],
    [UsersPaths.checkAccount, (ctx) => ({ data: { exists: Boolean(findByEmail(emailOf(ctx))) } })],
    [
      // Mock mode sends no reset links, so none is ever valid.
      UsersPaths.resetPassword,
      () => {
        throw new Failure(410, ErrorCode.InvalidResetToken, MockMessages.resetLinkInvalid);
      },
    ],
  ];

  const mediaCall = (ctx: Ctx): Reply | undefined => {
    const call = MEDIA_CALLS.find(([c, pattern]) => c.method === ctx.method && pattern.test(ctx.path))?.[0];
    if (!call) return undefined;
    if (!PUBLIC.includes(call)) currentUser(ctx);
    // The mock database holds only users: nothing to count.
    if (call === AdminPaths.summary) return { data: { izooms: 0, albums: 0, pictures: 0, storageBytes: 0, jobs: [] } };
    if (IZOOM_READS.includes(call)) throw notFound(MockMessages.izoomNotFound);
    if (ALBUM_READS.includes(call)) throw notFound(MockMessages.albumNotFound);
    if (!LISTS.includes(call)) throw notFound(MockMessages.usersOnly);
    const page = positiveInt(ctx.query.get('page'), 1);
    return { data: { items: [], total: 0, page, pageSize: positiveInt(ctx.query.get('pageSize'), MOCK_PAGE_SIZE) } };
  };

  /** What an admin writes back to `users` keeps the secrets it was never shown. */
  const keepSecrets = (item: Record<string, unknown>, id: string | undefined) => {
    const { role: _role, hasPassword: _hasPassword, ...rest } = item;
    const stored = allUsers().find((u) => String(u.id) === String(id ?? item.id));
    if (!stored) return rest;
    return { password: stored.password, authToken: stored.authToken, refreshToken: stored.refreshToken, ...rest };
  };

  const collectionCall = (ctx: Ctx, collection: string, id: string | undefined): Reply => {
    admin(ctx);
    const users = collection === 'users';
    const writes = ctx.method === 'POST' || ctx.method === 'PUT';
    const body = writes ? (users ? keepSecrets(ctx.body(), id) : ctx.body()) : undefined;
    const res = checked(db.handle({ method: ctx.method as DbMethod, collection, id, body, query: ctx.query }));
    // A 204 cannot carry a body, and the app reads every answer as the envelope: it becomes 200 with data null.
    if (res.status === 204) return { data: null };
    const present = (item: unknown) => (users ? withoutSecrets(item as DemoUser) : item);
    return { status: res.status, data: Array.isArray(res.body) ? res.body.map(present) : present(res.body) };
  };

  return (ctx: Ctx): Reply => {
    const userCall = userCalls.find(([call]) => call.method === ctx.method && call.path === ctx.path);
    if (userCall) return userCall[1](ctx);
    const media = mediaCall(ctx);
    if (media) return media;
    const segments = ctx.path.split('/').filter(Boolean).map(decode);
    const [collection, id] = segments;
    const generic = segments.length <= 2 && !segments.includes(undefined) && DB_METHODS.includes(ctx.method);
    if (generic && collection && db.hasCollection(collection)) return collectionCall(ctx, collection, id);
    throw notFound(MockMessages.pathNotFound);
  };
};
