import { type Static, Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

const Text = (max = 200) => Type.String({ maxLength: max });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
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
export const Address = Type.Object({ addressLine: Text(), city: Text(), state: Text(), postCode: Text(40) });
export const SocialNetworks = Type.Object({ linkedIn: Text(), facebook: Text(), twitter: Text(), instagram: Text() });

/** The profile fields a user may set on themselves (the login call's user payload). */
export const ProfileFields = {
  fullname: Text(),
  firstname: Text(),
  lastname: Text(),
  language: Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$', maxLength: 10 }),
  phone: Text(40),
  pic: Text(2000),
  occupation: Text(),
  companyName: Text(),
  timeZone: Text(100),
  website: Text(2000),
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
    email: Type.String({ minLength: 1, maxLength: 254, pattern: '^[^\\s@]+(@[^\\s@]+\\.[^\\s@]+)?$' }),
    fullname: Type.Optional(Type.String({ maxLength: 200 })),
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
  { token: Type.String({ minLength: 20, maxLength: 200 }), password: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const CheckAccountResult = Type.Object({ exists: Type.Boolean() });

export const RegisterInteractionBody = Type.Object(
  { email: Email, fullname: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }), password: Password },
  { additionalProperties: false },
);
export type RegisterInteractionBody = Static<typeof RegisterInteractionBody>;

export const LoginInteractionBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type LoginInteractionBody = Static<typeof LoginInteractionBody>;
