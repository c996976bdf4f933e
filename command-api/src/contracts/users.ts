// Accounts: the request and response shapes of spec §7 'Auth and account', and the server's messages.
import { IDENTITY_MESSAGES, PASSWORD_MESSAGES } from '@shop/domain';
import { z } from 'zod';
import { success } from './envelope.js';
import { licenceViewSchema } from './licences.js';
import { optionalPageQueryFields, paginationSchema, searchTextSchema } from './pagination.js';
import { timestampSchema } from './timestamp.js';

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  passwordRequirements: 'Password requirements not met: ',
  verified: 'Email verified successfully! You can now log in.',
  verificationSent:
    'If an account with that email exists and is not yet verified, a new verification email has been sent.',
  resetSent: 'If an account with that email exists, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  invalidCredentials: 'Invalid email/username or password',
  emailNotVerified:
    'Please verify your email address before logging in. Check your inbox for the verification link.',
  identifierRequired: 'Please enter your email or username',
  loggedOut: 'Logged out',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  tokenRequired: 'Token is required',
  verifyBeforePurchase: 'Please verify your email address before purchasing a license.',
} as const;

const email = z
  .string({ error: IDENTITY_MESSAGES.emailRequired })
  .trim()
  .min(1, IDENTITY_MESSAGES.emailRequired)
  .max(254, IDENTITY_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, IDENTITY_MESSAGES.emailInvalid);
const password = z.string({ error: PASSWORD_MESSAGES.required }).max(1024, PASSWORD_MESSAGES.tooLong);
const token = z
  .string({ error: ACCOUNT_MESSAGES.tokenRequired })
  .min(1, ACCOUNT_MESSAGES.tokenRequired)
  .max(512);

export const registerRequestSchema = z.object({
  username: z
    .string({ error: IDENTITY_MESSAGES.usernameRequired })
    .trim()
    .min(1, IDENTITY_MESSAGES.usernameRequired)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/, IDENTITY_MESSAGES.usernameInvalid),
  email,
  password,
});
export const passwordStrengthSchema = z.object({
  score: z.number().int(),
  strength: z.string(),
  color: z.string(),
});
export const registerResponseSchema = success({ message: z.string() });

export const validatePasswordRequestSchema = z.object({
  password: z.string({ error: PASSWORD_MESSAGES.required }).max(1024),
});
/** The server's guess estimate (zxcvbn): beside the spec's fields, for the meter to say why. */
const passwordEstimateSchema = z.object({
  guessesLog10: z.number(),
  crackTime: z.string(),
  warning: z.string().nullable(),
  suggestions: z.array(z.string()),
});
export const validatePasswordResponseSchema = success({
  isValid: z.boolean(),
  errors: z.array(z.string()),
  strength: passwordStrengthSchema,
  estimate: passwordEstimateSchema.optional(),
});

export const verifyEmailRequestSchema = z.object({ token });
export const emailRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({ token, newPassword: password });
export const messageResponseSchema = success({ message: z.string() });

/** An identifier containing @ is sent as email, otherwise as username (spec §5 Login). */
export const loginRequestSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(64).optional(),
    password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(1024),
  })
  .refine((body) => Boolean(body.email || body.username), { message: ACCOUNT_MESSAGES.identifierRequired });

export const userViewSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['admin', 'user'])),
  emailVerified: z.boolean(),
  authMethod: z.enum(['password', 'google']),
  createdAt: timestampSchema,
  lastLoginAt: timestampSchema.nullable(),
  /** An authenticator app or a passkey is set up. */
  twoFactorEnabled: z.boolean(),
});
export type UserView = z.infer<typeof userViewSchema>;

export const loginResponseSchema = success({ token: z.string(), user: userViewSchema });
export const currentUserResponseSchema = success({
  user: userViewSchema,
  licenses: z.array(licenceViewSchema),
});
export const USER_LIST_SORTS = ['username', 'email', 'createdAt', 'lastLoginAt', 'role'] as const;
export type UserListSortKey = (typeof USER_LIST_SORTS)[number];

/** The admin list's added parameters: without any, every account, the oldest first. */
export const usersQuerySchema = z.object({
  /** admin: accounts holding the admin role; user: accounts without it. */
  role: z.enum(['admin', 'user'], { error: 'Role must be admin or user' }).optional(),
  /** Part of a username or email. */
  q: searchTextSchema.optional(),
  sort: z.enum(USER_LIST_SORTS, { error: `Sort by ${USER_LIST_SORTS.join(', ')}` }).optional(),
  ...optionalPageQueryFields,
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const usersResponseSchema = success({
  users: z.array(userViewSchema),
  /** Only when a page was asked for. */
  pagination: paginationSchema.optional(),
});

export const USER_NOTICES = { updated: 'User updated', deleted: 'User deleted' } as const;
export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'User not found' }) });
export const updateUserRequestSchema = z.object({
  roles: z
    .array(z.enum(['admin', 'user'], { error: 'Roles must be admin or user' }), {
      error: 'Roles are required',
    })
    .min(1, 'Roles must include user')
    .max(2),
});
export const userDetailResponseSchema = success({
  user: userViewSchema,
  licenses: z.array(licenceViewSchema),
});
export const userUpdatedResponseSchema = success({ user: userViewSchema, message: z.string() });
export const userDeletedResponseSchema = success({ message: z.string() });
