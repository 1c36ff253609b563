import { type Static, Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { LINE_CONTROLS, NAME_RULE, TEXT_LIMITS } from '../text';
import { Email, Line, TEXT_KEYWORD, TextOf } from './text';

const { name, profileText, phone, postCode, timeZone, url } = TEXT_LIMITS;
const FullName = TextOf(NAME_RULE, 'The full name');
export const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

const Flags = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,59}$' }), Type.Boolean(), {
  maxProperties: 30,
});

export const EmailSettings = Type.Object({
  emailNotification: Type.Boolean(),
  sendCopyToPersonalEmail: Type.Boolean(),
  activityRelatesEmail: Flags,
  updates: Flags,
});

export const Communication = Type.Object({ email: Type.Boolean(), sms: Type.Boolean(), phone: Type.Boolean() });
export const Address = Type.Object({
  addressLine: Line(profileText, 'The street address'),
  city: Line(profileText, 'The city'),
  state: Line(profileText, 'The state or region'),
  postCode: Line(postCode, 'The post code'),
});
export const SocialNetworks = Type.Object({
  linkedIn: Line(profileText, 'The LinkedIn profile'),
  facebook: Line(profileText, 'The Facebook profile'),
  twitter: Line(profileText, 'The Twitter handle'),
  instagram: Line(profileText, 'The Instagram handle'),
});

/** The profile fields a user may set on themselves (the login call's user payload). */
export const ProfileFields = {
  fullname: FullName,
  firstname: Line(name, 'The first name'),
  lastname: Line(name, 'The last name'),
  language: Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$', maxLength: 10 }),
  phone: Line(phone, 'The phone number'),
  pic: Line(url, "The address of the person's picture"),
  occupation: Line(profileText, 'The occupation'),
  companyName: Line(profileText, 'The company'),
  timeZone: Line(timeZone, 'The time zone'),
  website: Line(url, 'The website address'),
  emailSettings: Type.Partial(EmailSettings),
  communication: Type.Partial(Communication),
  address: Type.Partial(Address),
  socialNetworks: Type.Partial(SocialNetworks),
};
export const ProfileUpdate = Type.Partial(Type.Object(ProfileFields, { additionalProperties: false }));
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.Integer()),
  role: Type.Integer({ description: '1 admin, 2 user, 3 guest' }),
  hasPassword: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  ...Type.Partial(Type.Object(ProfileFields)).properties,
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object({ user: Type.Optional(ProfileUpdate) }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

/** prepare-account takes a full e-mail or a bare name, which gets the default viewer domain. */
export const PrepareAccountBody = Type.Object(
  {
    email: Type.String({
      [TEXT_KEYWORD]: 'single-line',
      minLength: 1,
      maxLength: TEXT_LIMITS.email,
      pattern: `^[^\\s@${LINE_CONTROLS}]+(@[^\\s@${LINE_CONTROLS}]+\\.[^\\s@${LINE_CONTROLS}]+)?$`,
      description: 'An e-mail address, or a bare name that gets the default viewer e-mail domain; trimmed.',
    }),
    fullname: Type.Optional(Line(name, 'The full name; empty or left out: the part of the e-mail before @')),
  },
  { additionalProperties: false },
);
export type PrepareAccountBody = Static<typeof PrepareAccountBody>;

export const PreparedAccount = Type.Object({
  user: User,
  password: Type.String({ description: 'Shown once: the kiosk signs in with this e-mail and password' }),
});

export const PasswordBody = Type.Object({ password: Password }, { additionalProperties: false });
export type PasswordBody = Static<typeof PasswordBody>;

export const ResetPasswordBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }), password: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const CheckAccountResult = Type.Object({ exists: Type.Boolean() });

export const RegisterInteractionBody = Type.Object(
  { email: Email, fullname: FullName, password: Password },
  { additionalProperties: false },
);
export type RegisterInteractionBody = Static<typeof RegisterInteractionBody>;

export const LoginInteractionBody = Type.Object(
  {
    email: TextOf({ kind: 'single-line', max: TEXT_LIMITS.email, required: true }, 'The e-mail address'),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginInteractionBody = Static<typeof LoginInteractionBody>;
