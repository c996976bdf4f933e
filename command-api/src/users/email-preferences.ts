// Email preferences (licence reminders): the one-click unsubscribe a reminder's link and its
// List-Unsubscribe header point to (RFC 8058: a POST, form-encoded, no login), turning the reminders
// back on with the same link, and the signed-in user's own setting. The link's token is an HMAC of
// the user id (infra unsubscribe-tokens.ts): nothing stored, so it works for as long as the secret.
import { DomainError, isDomainError } from '@shop/domain';
import { type AppKeys, type EventMetadata, type EventStore, verifyUnsubscribeToken } from '@shop/infra';
import { findUserById, type ReadModels, usersProjector } from '@shop/projections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  EMAIL_PREFERENCE_MESSAGES,
  emailPreferenceMessageSchema,
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  oneClickBodySchema,
  resubscribeRequestSchema,
  unsubscribeQuerySchema,
} from '../contracts/email-preferences.js';
import { problemResponses } from '../contracts/envelope.js';
import { awaitProjection } from '../http/read-your-writes.js';
import { runOnUser } from './accounts.js';
import { loadUser } from './directory.js';

export interface EmailPreferencesOptions {
  store: EventStore;
  db: Kysely<ReadModels>;
  keys: AppKeys;
  clock: () => Date;
}

const tokenRoute = { access: 'public', rateLimit: { max: 20, timeWindow: 15 * 60_000 } } as const;
const errors = problemResponses(400, 429);

const invalidLink = () =>
  new DomainError('INVALID_UNSUBSCRIBE_LINK', EMAIL_PREFERENCE_MESSAGES.invalidLink, 'validation');

const emailPreferences: FastifyPluginAsyncZod<EmailPreferencesOptions> = async (
  app,
  { store, db, keys, clock },
) => {
  /** Records the choice (nothing when unchanged) and waits until the reminders read it. */
  async function setReminders(userId: string, enabled: boolean, metadata: EventMetadata) {
    const { position } = await runOnUser(
      store,
      userId,
      { type: 'SetReminderEmails', data: { enabled, now: clock().toISOString() } },
      metadata,
    );
    await awaitProjection(db, usersProjector.id, position);
  }

  /** The same answer for a token that is not ours and for an account no longer there. */
  async function setByLink(token: string, enabled: boolean, metadata: EventMetadata) {
    const userId = verifyUnsubscribeToken(keys.unsubscribeKey, token);
    if (!userId) throw invalidLink();
    try {
      await setReminders(userId, enabled, metadata);
    } catch (error) {
      throw isDomainError(error) && error.code === 'USER_NOT_FOUND' ? invalidLink() : error;
    }
  }

  // Mail clients post the one-click form (RFC 8058: multipart/form-data, or form-encoded); only these
  // routes read it. Its one field says nothing the link does not: the multipart body is not parsed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/api/email/unsubscribe',
    {
      config: tokenRoute,
      schema: {
        tags: ['accounts'],
        summary: 'Stop the licence reminder emails (one-click unsubscribe, RFC 8058)',
        querystring: unsubscribeQuerySchema,
        body: oneClickBodySchema,
        response: { 200: emailPreferenceMessageSchema, ...errors },
      },
    },
    async (request) => {
      await setByLink(request.query.token, false, request.eventMetadata('anonymous'));
      return { success: true as const, message: EMAIL_PREFERENCE_MESSAGES.unsubscribed };
    },
  );

  app.post(
    '/api/email/resubscribe',
    {
      config: tokenRoute,
      schema: {
        tags: ['accounts'],
        summary: 'Receive the licence reminder emails again, with the unsubscribe link',
        body: resubscribeRequestSchema,
        response: { 200: emailPreferenceMessageSchema, ...errors },
      },
    },
    async (request) => {
      await setByLink(request.body.token, true, request.eventMetadata('anonymous'));
      return { success: true as const, message: EMAIL_PREFERENCE_MESSAGES.resubscribed };
    },
  );

  app.get(
    '/api/users/me/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's email preferences",
        response: { 200: emailPreferencesResponseSchema, ...problemResponses(401) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const row = await findUserById(db, userId);
      // Right after sign-up the read model may be a few milliseconds behind the stream.
      const user = row ? undefined : await loadUser(store, userId);
      const licenceReminders = row?.licence_reminders ?? (user?.status === 'active' && user.licenceReminders);
      return { success: true as const, licenceReminders };
    },
  );

  app.put(
    '/api/users/me/email-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's email preferences",
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesResponseSchema, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { licenceReminders } = request.body;
      await setReminders(userId, licenceReminders, request.eventMetadata(`user:${userId}`));
      return { success: true as const, licenceReminders };
    },
  );
};

export default emailPreferences;
