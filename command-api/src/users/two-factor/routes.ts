// Two-factor routes: the second sign-in step, the owner's security settings (authenticator app,
// recovery codes, step-up, password, sessions) and the admin's reset of someone's second factors.
import type { ActiveUser } from '@shop/domain';
import { type ReadModels, usersProjector } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { problemResponses } from '../../contracts/envelope.js';
import {
  accountSecuritySchema,
  changePasswordRequestSchema,
  freshTokenResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorAnswerSchema,
  sessionResponseSchema,
  TWO_FACTOR_MESSAGES,
  tokenMessageResponseSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  twoFactorSignInRequestSchema,
} from '../../contracts/two-factor.js';
import { messageResponseSchema, userIdParamsSchema } from '../../contracts/users.js';
import { awaitProjection } from '../../http/read-your-writes.js';
import type { SignIn } from '../sign-in.js';
import { userViewFromState } from '../views.js';
import { type AccountSecurity, type CallerSession, callerOf } from './account-security.js';

const MINUTE = 60_000;
const tags = ['accounts'];
const errors = problemResponses(400, 401, 409, 429);

export interface TwoFactorRoutesOptions {
  signIn: SignIn;
  accountSecurity: AccountSecurity;
  db: Kysely<ReadModels>;
  sessionHours: number;
  clock: () => Date;
}

function securityView(user: ActiveUser, caller: CallerSession, sessionHours: number, now: Date) {
  const oldestLive = now.getTime() - sessionHours * 3_600_000;
  return {
    totpEnabled: user.totp !== null,
    recoveryCodesLeft: user.recoveryCodeHashes.length,
    passkeys: user.passkeys.map((passkey) => ({
      id: passkey.passkeyId,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })),
    secondFactorRequired: user.roles.includes('admin'),
    hasPassword: user.passwordHash !== null,
    sessions: user.sessions
      .filter((session) => Date.parse(session.startedAt) > oldestLive)
      .map((session) => ({
        id: session.sessionId,
        method: session.method,
        startedAt: session.startedAt,
        secondFactorAt: session.secondFactorAt,
        userAgent: session.userAgent,
        current: session.sessionId === caller.sessionId,
      }))
      .reverse(),
  };
}

const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { signIn, accountSecurity, db, sessionHours, clock },
) => {
  app.post(
    '/api/users/login/two-factor',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: MINUTE } },
      schema: {
        tags,
        summary:
          'Finish a sign-in with a code from the authenticator app or a recovery code (5 wrong codes end the challenge)',
        body: twoFactorSignInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { challengeToken, ...answer } = request.body;
      const { user } = await signIn.challengedAccount(challengeToken);
      const session = await accountSecurity.counted(user.userId, () =>
        signIn.finishWithAnswer(challengeToken, user, answer, request.eventMetadata('anonymous')),
      );
      return { success: true as const, token: session.token, user: userViewFromState(session.user) };
    },
  );

  app.get(
    '/api/users/me/security',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's second factors and sessions",
        response: { 200: accountSecuritySchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const user = await accountSecurity.activeUser(caller.userId);
      reply.header('cache-control', 'no-store');
      return { success: true as const, security: securityView(user, caller, sessionHours, clock()) };
    },
  );

  app.post(
    '/api/users/me/totp/setup',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app: a new secret and its QR code content, valid 10 minutes',
        response: { 200: totpSetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const setup = await accountSecurity.setupTotp(request.user!.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...setup, expiresAt: setup.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/users/me/totp/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Confirm the authenticator app with its first code: answers the ten recovery codes (shown once) and the caller's refreshed session token",
        body: totpConfirmRequestSchema,
        response: { 200: totpConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { recoveryCodes, token } = await accountSecurity.confirmTotp(
        callerOf(request),
        request.body.enrolmentToken,
        request.body.code,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes, token };
    },
  );

  app.post(
    '/api/users/me/totp/disable',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Remove the authenticator app (and, without passkeys, the recovery codes) with a current code',
        body: secondFactorAnswerSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accountSecurity.disableTotp(
        request.user!.id,
        request.body,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return { success: true as const, message: TWO_FACTOR_MESSAGES.totpRemoved };
    },
  );

  app.post(
    '/api/users/me/recovery-codes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Replace the recovery codes with ten new ones (shown once), with a current code',
        body: secondFactorAnswerSchema,
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await accountSecurity.regenerateRecoveryCodes(
        request.user!.id,
        request.body,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, recoveryCodes };
    },
  );

  app.post(
    '/api/users/me/second-factor',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Step-up: prove the second factor again (admin actions that answer 401 STEP_UP_REQUIRED need one within 10 minutes); answers the session's refreshed token",
        body: secondFactorAnswerSchema,
        response: { 200: freshTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await accountSecurity.stepUp(
        callerOf(request),
        request.body,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return { success: true as const, token };
    },
  );

  app.post(
    '/api/users/me/password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Change the password knowing the current one; every other session ends, the caller's continues",
        body: changePasswordRequestSchema,
        response: { 200: tokenMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, position } = await accountSecurity.changePassword(
        callerOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      // Sessions are checked against the users read model: the others end, and this token works, once it shows the change.
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.passwordChanged, token };
    },
  );

  app.post(
    '/api/users/me/sessions/end-others',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Sign out every other session of the caller; answers the caller's refreshed token",
        response: { 200: tokenMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, position } = await accountSecurity.endOtherSessions(
        callerOf(request),
        request.eventMetadata(`user:${request.user!.id}`),
      );
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.otherSessionsEnded, token };
    },
  );

  app.post(
    '/api/users/:id/two-factor/reset',
    {
      config: { access: 'admin', stepUp: true },
      schema: {
        tags,
        summary:
          "Remove a person's authenticator app, recovery codes and passkeys and end their sessions; they are emailed (admin)",
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const adminId = request.user!.id;
      const { position } = await accountSecurity.resetSecondFactors(
        adminId,
        request.params.id,
        request.eventMetadata(`admin:${adminId}`),
      );
      await awaitProjection(db, usersProjector.id, position);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.reset };
    },
  );
};

export default twoFactorRoutes;
