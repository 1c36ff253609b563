import { DEFAULT_LANGUAGE, Role } from '../../shared/constants';
import type { User } from '../../shared/schemas/users';

/** The demo user of spec §3 (mock mode only), plus the timestamps the real server's user carries. */
export interface DemoUser {
  id: number;
  username: string;
  password: string;
  email: string;
  authToken: string;
  refreshToken: string;
  roles: number[];
  pic: string;
  fullname: string;
  firstname: string;
  lastname: string;
  occupation: string;
  companyName: string;
  phone: string;
  language: string;
  timeZone: string;
  website: string;
  emailSettings: {
    emailNotification: boolean;
    sendCopyToPersonalEmail: boolean;
    activityRelatesEmail: {
      youHaveNewNotifications: boolean;
      youAreSentADirectMessage: boolean;
      someoneAddsYouAsAsAConnection: boolean;
      uponNewOrder: boolean;
      newMembershipApproval: boolean;
      memberRegistration: boolean;
    };
    updates: {
      newsAboutProductAndFeatureUpdates: boolean;
      tipsOnGettingMoreOutOfIzoom: boolean;
      thingsYouMissed: boolean;
      newsAboutPartnersProductsAndOtherServices: boolean;
    };
  };
  communication: { email: boolean; sms: boolean; phone: boolean };
  address: { addressLine: string; city: string; state: string; postCode: string };
  socialNetworks: { linkedIn: string; facebook: string; twitter: string; instagram: string };
  createdAt: string;
  updatedAt: string;
}

/** What the API answers as the app user: the real server's `User` shape, no secrets. */
export type PublicUser = Omit<DemoUser, 'password' | 'authToken' | 'refreshToken'> & {
  role: number;
  hasPassword: boolean;
};

export const DEMO_PASSWORD = 'demo';
const CREATED_AT = '2024-01-15T09:00:00.000Z';

/** An initials avatar as a data: URL, so the app needs no network for it. */
const avatar = (initials: string, color: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const emailSettings = (all: boolean): DemoUser['emailSettings'] => ({
  emailNotification: true,
  sendCopyToPersonalEmail: all,
  activityRelatesEmail: {
    youHaveNewNotifications: true,
    youAreSentADirectMessage: true,
    someoneAddsYouAsAsAConnection: all,
    uponNewOrder: all,
    newMembershipApproval: all,
    memberRegistration: all,
  },
  updates: {
    newsAboutProductAndFeatureUpdates: true,
    tipsOnGettingMoreOutOfIzoom: all,
    thingsYouMissed: all,
    newsAboutPartnersProductsAndOtherServices: false,
  },
});

const noSocial = { linkedIn: '', facebook: '', twitter: '', instagram: '' };

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1,
    username: 'admin',
    password: DEMO_PASSWORD,
    email: 'admin@demo.izoom.app',
    authToken: 'auth-token-admin-8f14e45f',
    refreshToken: 'refresh-token-admin-c9f0f895',
    roles: [Role.Admin],
    pic: avatar('HS', '#1c7ed6'),
    fullname: 'Hana Sato',
    firstname: 'Hana',
    lastname: 'Sato',
    occupation: 'Gallery curator',
    companyName: 'Harbour Light Gallery',
    phone: '+81 3 5555 0101',
    language: 'en',
    timeZone: 'Asia/Tokyo',
    website: 'https://gallery.example.org',
    emailSettings: emailSettings(true),
    communication: { email: true, sms: true, phone: false },
    address: { addressLine: '2-11-3 Meguro', city: 'Meguro', state: 'Tokyo', postCode: '153-0063' },
    socialNetworks: { ...noSocial, linkedIn: 'https://www.linkedin.com/in/hana-sato-demo' },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  },
  {
    id: 2,
    username: 'user',
    password: DEMO_PASSWORD,
    email: 'user@demo.izoom.app',
    authToken: 'auth-token-user-45c48cce',
    refreshToken: 'refresh-token-user-d3d94468',
    roles: [Role.User],
    pic: avatar('JW', '#2f9e44'),
    fullname: 'Jonas Weber',
    firstname: 'Jonas',
    lastname: 'Weber',
    occupation: 'Photographer',
    companyName: 'Weber Bildwerk',
    phone: '+49 30 5555 0102',
    language: 'en',
    timeZone: 'Europe/Berlin',
    website: 'https://weber.example.net',
    emailSettings: emailSettings(false),
    communication: { email: true, sms: false, phone: false },
    address: { addressLine: 'Oranienstraße 25', city: 'Berlin', state: 'Berlin', postCode: '10999' },
    socialNetworks: { ...noSocial, instagram: 'https://www.instagram.com/weber.demo' },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  },
  {
    id: 3,
    username: 'guest',
    password: DEMO_PASSWORD,
    email: 'guest@demo.izoom.app',
    authToken: 'auth-token-guest-6512bd43',
    refreshToken: 'refresh-token-guest-c20ad4d7',
    roles: [Role.Guest],
    pic: '',
    fullname: 'Lobby Kiosk',
    firstname: 'Lobby',
    lastname: 'Kiosk',
    occupation: 'Exhibition display',
    companyName: 'Harbour Light Gallery',
    phone: '',
    language: 'en',
    timeZone: 'Asia/Tokyo',
    website: '',
    emailSettings: emailSettings(false),
    communication: { email: false, sms: false, phone: false },
    address: { addressLine: '2-11-3 Meguro', city: 'Meguro', state: 'Tokyo', postCode: '153-0063' },
    socialNetworks: { ...noSocial },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
  },
];

/** The user as the API answers it: no password or tokens, plus `role` and `hasPassword` like the real server. */
export const withoutSecrets = (user: DemoUser): PublicUser & User => {
  const { password, authToken: _authToken, refreshToken: _refreshToken, ...rest } = user;
  const roles = Array.isArray(user.roles) ? user.roles : [];
  return { ...rest, role: roles[0] ?? Role.Guest, hasPassword: Boolean(password) };
};

const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A readable one-time password for a prepared kiosk account: 4 groups of 4 letters and digits. */
export const generatePassword = (): string => {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
};

/** The part of the e-mail before @, numbered when another user already has it. */
export const usernameFor = (email: string, taken: ReadonlySet<string>): string => {
  const base = email.split('@')[0] || 'user';
  let username = base;
  for (let n = 2; taken.has(username); n++) username = `${base}${n}`;
  return username;
};

export interface NewUserFields {
  username: string;
  email: string;
  password: string;
  fullname: string;
  role: number;
}

/** A user made in mock mode (registration, kiosk account) with fresh tokens and every spec §3 field; the db gives the id. */
export const newUserRecord = (fields: NewUserFields, now = new Date().toISOString()): Omit<DemoUser, 'id'> => {
  const { role, ...rest } = fields;
  const [firstname = '', ...others] = fields.fullname.trim().split(/\s+/);
  return {
    ...rest,
    authToken: `auth-token-${fields.username}-${randomHex(8)}`,
    refreshToken: `refresh-token-${fields.username}-${randomHex(8)}`,
    roles: [role],
    pic: '',
    firstname,
    lastname: others.join(' '),
    occupation: '',
    companyName: '',
    phone: '',
    language: DEFAULT_LANGUAGE,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    website: '',
    emailSettings: emailSettings(false),
    communication: { email: true, sms: false, phone: false },
    address: { addressLine: '', city: '', state: '', postCode: '' },
    socialNetworks: { ...noSocial },
    createdAt: now,
    updatedAt: now,
  };
};
