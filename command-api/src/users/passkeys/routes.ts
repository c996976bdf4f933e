// Passkey routes: signing in with one (as the second factor or alone), the owner's passkeys
// (register, rename, remove) and a step-up with one. Each ceremony is two calls: options, then the
// browser's signed answer with the `passkeyToken` the options came with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../contracts/envelope.js';
import {
  PASSKEY_MESSAGES,
  passkeyOptionsResponseSchema,
  passkeyParamsSchema,
  passkeyResponseSchema,
  passkeySignInOptionsRequestSchema,
  passkeySignInRequestSchema,
  passkeyStepUpRequestSchema,
  registerPasskeyRequestSchema,
  registerPasskeyResponseSchema,
  renamePasskeyRequestSchema,
} from '../../contracts/passkeys.js';
import { freshTokenResponseSchema, sessionResponseSchema } from '../../contracts/two-factor.js';
import { messageResponseSchema } from '../../contracts/users.js';
import { userAgentOf } from '../../http/user-agent.js';
import { callerOf } from '../two-factor/account-security.js';
import { userViewFromState } from '../views.js';
import type { PasskeyProofs } from './passkey-proofs.js';
import type { PasskeySettings } from './passkey-settings.js';

const MINUTE = 60_000;
const tags = ['accounts'];
const errors = problemResponses(400, 401, 403, 404, 409, 429);

export interface PasskeyRoutesOptions {
  settings: PasskeySettings;
  proofs: PasskeyProofs;
}

const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, { settings, proofs }) => {
  app.post(
    '/api/users/login/passkey/options',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: MINUTE } },
      schema: {
        tags,
        summary:
          "Start a passkey sign-in: with the password step's challengeToken as its second factor, without one a passwordless sign-in (5 minutes, single use)",
        body: passkeySignInOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ceremony = await proofs.signInOptions(request.body?.challengeToken);
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...ceremony };
    },
  );

  app.post(
    '/api/users/login/passkey',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: MINUTE } },
      schema: {
        tags,
        summary:
          "Finish a passkey sign-in with the browser's signed answer (AuthenticationResponseJSON); answers the session",
        body: passkeySignInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { passkeyToken, challengeToken, credential } = request.body;
      const metadata = request.eventMetadata('anonymous');
      const session = challengeToken
        ? await proofs.finishSignIn(passkeyToken, challengeToken, credential, metadata)
        : await proofs.signInAlone(passkeyToken, credential, metadata, userAgentOf(request));
      return { success: true as const, token: session.token, user: userViewFromState(session.user) };
    },
  );

  app.post(
    '/api/users/me/passkeys/options',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start registering a passkey: creation options for the browser (5 minutes, single use)',
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ceremony = await settings.registrationOptions(request.user!.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...ceremony };
    },
  );

  app.post(
    '/api/users/me/passkeys',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Register a passkey with the browser's answer (RegistrationResponseJSON) and a name (at most 10); answers the caller's refreshed session token",
        body: registerPasskeyRequestSchema,
        response: { 201: registerPasskeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { passkeyToken, name, credential } = request.body;
      const registered = await settings.register(
        callerOf(request),
        passkeyToken,
        name,
        credential,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      reply.code(201);
      return { success: true as const, ...registered };
    },
  );

  app.patch(
    '/api/users/me/passkeys/:passkeyId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Rename one of the caller's passkeys",
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const passkey = await settings.rename(
        request.user!.id,
        request.params.passkeyId,
        request.body.name,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return { success: true as const, passkey };
    },
  );

  app.delete(
    '/api/users/me/passkeys/:passkeyId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Remove one of the caller's passkeys (an admin keeps at least one second factor)",
        params: passkeyParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await settings.remove(
        request.user!.id,
        request.params.passkeyId,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return { success: true as const, message: PASSKEY_MESSAGES.removed };
    },
  );

  app.post(
    '/api/users/me/second-factor/passkey/options',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Start a step-up with a passkey: request options for the caller's passkeys",
        response: { 200: passkeyOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ceremony = await proofs.stepUpOptions(request.user!.id);
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...ceremony };
    },
  );

  app.post(
    '/api/users/me/second-factor/passkey',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Step-up with a passkey (the browser's AuthenticationResponseJSON); answers the session's refreshed token",
        body: passkeyStepUpRequestSchema,
        response: { 200: freshTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await proofs.stepUp(
        callerOf(request),
        request.body.passkeyToken,
        request.body.credential,
        request.eventMetadata(`user:${request.user!.id}`),
      );
      return { success: true as const, token };
    },
  );
};

export default passkeyRoutes;
