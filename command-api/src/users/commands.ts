// Account commands (spec §7 Auth and account): register, verify, resend, forgot, reset, login, logout.
import { DomainError, normalizeEmail } from '@shop/domain';
import { type ReadModels, usersProjector } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { problemResponses, problemSchema } from '../contracts/envelope.js';
import { twoFactorChallengeSchema } from '../contracts/two-factor.js';
import {
  ACCOUNT_MESSAGES,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  validatePasswordRequestSchema,
  validatePasswordResponseSchema,
  verifyEmailRequestSchema,
} from '../contracts/users.js';
import type { AccountLimits } from '../http/attempt-limiter.js';
import { awaitProjection } from '../http/read-your-writes.js';
import { userAgentOf } from '../http/user-agent.js';
import { checkPasswordOnServer } from './password-estimate.js';
import type { PasswordReset } from './password-reset.js';
import type { Registration } from './registration.js';
import type { SignIn } from './sign-in.js';
import { signInAnswer } from './views.js';

const MINUTE = 60_000;
const errors = problemResponses(400, 401, 409, 429);
const perAddress = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * MINUTE } });

export interface UserCommandsOptions {
  registration: Registration;
  passwordReset: PasswordReset;
  signIn: SignIn;
  db: Kysely<ReadModels>;
  /** Per account, on top of the per-address limits, shared by every API process. */
  limits: AccountLimits;
}

const userCommands: FastifyPluginAsyncZod<UserCommandsOptions> = async (
  app,
  { registration, passwordReset, signIn, db, limits: { failedLogins, mailRequests } },
) => {
  app.post(
    '/api/users',
    {
      config: { access: 'public', ...perAddress(20, 60) },
      schema: {
        tags: ['accounts'],
        summary: 'Register with username, email and password',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const metadata = request.eventMetadata('anonymous');
      try {
        await registration.register(request.body, metadata);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'EMAIL_TAKEN')) throw error;
        // Answered as a new sign-up, so the form does not tell who has an account here; the
        // address's owner is told instead, within the mail limit for that address.
        const key = `/api/users:${normalizeEmail(request.body.email)}`;
        if ((await mailRequests.take(key)) === 0)
          await registration.tellOwnerOfSignUpAttempt(request.body.email, metadata);
      }
      return reply.status(201).send({ success: true, message: ACCOUNT_MESSAGES.registered });
    },
  );

  app.post(
    '/api/users/validate-password',
    {
      config: { access: 'public', ...perAddress(120, 1) },
      schema: {
        tags: ['accounts'],
        summary: 'Check a password against the policy',
        body: validatePasswordRequestSchema,
        response: { 200: validatePasswordResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...checkPasswordOnServer(request.body.password) }),
  );

  app.post(
    '/api/users/verify-email',
    {
      config: { access: 'public', ...perAddress(20, 15) },
      schema: {
        tags: ['accounts'],
        summary: 'Verify an email address with the token from its link',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await registration.verifyEmail(request.body.token, request.eventMetadata('anonymous'));
      return { success: true as const, message: ACCOUNT_MESSAGES.verified };
    },
  );

  // Resend and forgot answer the same, known address or not, and do the work only within limits.
  for (const [url, summary, work, message] of [
    [
      '/api/users/resend-verification',
      'Send a new verification email',
      registration.resendVerification,
      ACCOUNT_MESSAGES.verificationSent,
    ],
    [
      '/api/users/forgot-password',
      'Send a password reset email',
      passwordReset.forgotPassword,
      ACCOUNT_MESSAGES.resetSent,
    ],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public', ...perAddress(10, 15) },
        schema: {
          tags: ['accounts'],
          summary,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const key = `${url}:${normalizeEmail(request.body.email)}`;
        if ((await mailRequests.take(key)) === 0)
          await work(request.body.email, request.eventMetadata('anonymous'));
        return { success: true as const, message };
      },
    );
  }

  app.post(
    '/api/users/reset-password',
    {
      config: { access: 'public', ...perAddress(20, 15) },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the reset email',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { position } = await passwordReset.resetPassword(
        request.body.token,
        request.body.newPassword,
        request.eventMetadata('anonymous'),
      );
      // Sessions are checked against the users read model: earlier ones end before we answer.
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/users/login',
    {
      config: { access: 'public', ...perAddress(20, 1) },
      schema: {
        tags: ['accounts'],
        summary:
          'Log in with email or username and password; an account with a second factor gets a challenge to answer at /api/users/login/two-factor',
        body: loginRequestSchema,
        response: {
          200: z.union([loginResponseSchema, twoFactorChallengeSchema]),
          403: problemSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email, username, password } = request.body;
      // Counted per account whichever identifier was typed; every attempt is counted before the
      // password is checked, and given back when it was not a wrong one.
      const { userId, attemptKey } = await signIn.accountOf({ email, username });
      const waitSeconds = await failedLogins.take(attemptKey);
      if (waitSeconds > 0) {
        reply.header('retry-after', String(waitSeconds));
        throw new DomainError(
          'TOO_MANY_ATTEMPTS',
          'Too many login attempts. Please try again in 15 minutes.',
          'rate_limited',
        );
      }
      try {
        const outcome = await signIn.login(
          userId,
          password,
          request.eventMetadata('anonymous'),
          userAgentOf(request),
        );
        await failedLogins.reset(attemptKey);
        return signInAnswer(outcome);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'INVALID_CREDENTIALS'))
          await failedLogins.giveBack(attemptKey);
        throw error;
      }
    },
  );

  app.post(
    '/api/users/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'End every session of the caller',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const { position } = await signIn.logout(user.id, request.eventMetadata(`user:${user.id}`));
      // Sessions are checked against the users read model: the caller's tokens stop working before we answer.
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};

export default userCommands;
