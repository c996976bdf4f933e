// Google sign-in (OpenID Connect code flow with PKCE, state and nonce): /api/auth/google sends the
// browser to Google, /api/auth/google/callback turns Google's answer into a one-time code for the web
// app, and /api/auth/google/session trades that code, from the same browser, for the session (the
// account behind it: google-account.ts; the code: google-hand-off.ts).
import fastifyCookie from '@fastify/cookie';
import { DomainError, isDomainError } from '@shop/domain';
import type { AppKeys, Config, EventMetadata } from '@shop/infra';
import { type ReadModels, usersProjector } from '@shop/projections';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  type GoogleSignInErrorCode,
  googleSessionRequestSchema,
  googleSessionResponses,
  GOOGLE_SIGN_IN_ERRORS as MESSAGES,
} from '../contracts/google-sign-in.js';
import { awaitProjection } from '../http/read-your-writes.js';
import { userAgentOf } from '../http/user-agent.js';
import type { GoogleAccounts, GoogleProfile } from './google-account.js';
import { type PendingSignIn, signInCookieCodec } from './google-cookie.js';
import { createGoogleHandOffs, HAND_OFF_SECONDS } from './google-hand-off.js';
import { signInAnswer } from './views.js';

const COOKIE = 'google_sign_in';
const HAND_OFF_COOKIE = 'google_hand_off';
const COOKIE_PATH = '/api/auth/google';
const CALLBACK_PATH = '/api/auth/google/callback';
const ROUND_TRIP_MS = 10 * 60_000;
const perAddress = { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** What the login page is told, by code, when a domain rule refused the sign-in. */
const DOMAIN_REFUSALS: Record<string, GoogleSignInErrorCode> = {
  GOOGLE_EMAIL_NOT_VERIFIED: 'google_email_not_verified',
  GOOGLE_ACCOUNT_MISMATCH: 'google_account_mismatch',
};

const callbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

/** A sign-in that cannot go on: the code tells the login page what to say, the cause is for the log. */
class SignInFailure extends Error {
  constructor(
    readonly code: GoogleSignInErrorCode,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[code], options);
  }
}

// Failures of the exchange with Google itself (bad answers, network trouble) are expected now and then.
const PROTOCOL_ERRORS = [
  oidc.ClientError,
  oidc.ResponseBodyError,
  oidc.AuthorizationResponseError,
  oidc.WWWAuthenticateChallengeError,
  TypeError,
];

type GoogleSettings = NonNullable<Config['google']>;

/** Discovers the issuer on first use and keeps it; a failed discovery is forgotten so the next call retries. */
function lazyDiscovery({ issuer, clientId, clientSecret }: GoogleSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Plain http is only ever a local stand-in for Google (tests, offline runs).
  const execute = new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  return () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, { execute, timeout: 10 })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}

async function authorizationUrl(
  client: oidc.Configuration,
  redirectUri: string,
  pending: PendingSignIn,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
}

function profileFrom(claims: oidc.IDToken | undefined): GoogleProfile {
  if (!claims || typeof claims.email !== 'string')
    throw new SignInFailure('google_failed', { cause: 'ID token without an email' });
  const { sub, email, email_verified: emailVerified, name } = claims;
  return {
    subject: sub,
    email,
    emailVerified: emailVerified === true,
    name: typeof name === 'string' ? name : undefined,
  };
}

/** A small page a person can read: these answers reach a browser that navigated here, not the web app. */
function sendPage(reply: FastifyReply, status: number, message: string) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in</title></head>
<body><main><h1>Google sign-in</h1><p>${message}</p><p><a href="/login">Back to the login page</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** Our own failures and broken account rules have a code of their own; anything else is the generic one. */
function errorCode(error: unknown): GoogleSignInErrorCode | undefined {
  if (error instanceof SignInFailure) return error.code;
  if (isDomainError(error)) return DOMAIN_REFUSALS[error.code] ?? 'google_failed';
  return undefined;
}

function redirectToLogin(log: FastifyBaseLogger, reply: FastifyReply, error: unknown) {
  const code = errorCode(error);
  const expected = code !== undefined || PROTOCOL_ERRORS.some((type) => error instanceof type);
  // Only what is neither a refusal nor a hiccup with Google (say, the database) is our own fault.
  log[expected ? 'warn' : 'error']({ err: error }, 'Google sign-in failed');
  // Only a known code goes into the address: the login page shows its own words for it, never raw text.
  return reply.redirect(`/login?error=${code ?? 'google_failed'}`, 302);
}

export interface GoogleSignInOptions {
  googleAccounts: GoogleAccounts;
  config: Config;
  keys: AppKeys;
  clock: () => Date;
  /** Where the one-time codes are kept, and the users read model the new session is checked against. */
  db: Kysely<ReadModels>;
}

const googleSignIn: FastifyPluginAsyncZod<GoogleSignInOptions> = async (
  app,
  { googleAccounts, config, keys, clock, db },
) => {
  const handOffs = createGoogleHandOffs(db as Kysely<unknown>, clock);
  if (!app.hasPlugin('@fastify/cookie')) await app.register(fastifyCookie, { secret: keys.cookieSecret });
  // The codec signs on its own, so a cookie plugin registered elsewhere with another secret changes nothing.
  const cookies = signInCookieCodec(keys.cookieSecret);
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
  } as const;
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const discover = config.google && lazyDiscovery(config.google);

  /** The address Google sent the browser to, as Google saw it: behind a proxy our own host and scheme differ. */
  function currentUrl(requestUrl: string): URL {
    const url = new URL(redirectUri);
    const query = requestUrl.indexOf('?');
    url.search = query === -1 ? '' : requestUrl.slice(query);
    return url;
  }

  async function finishSignIn(
    query: z.infer<typeof callbackQuerySchema>,
    requestUrl: string,
    pending: PendingSignIn | undefined,
    metadata: EventMetadata,
  ) {
    if (query.error) {
      throw new SignInFailure(query.error === 'access_denied' ? 'google_cancelled' : 'google_failed', {
        cause: `Google answered ${query.error}`,
      });
    }
    if (!discover) throw new SignInFailure('google_not_configured');
    if (!pending)
      throw new SignInFailure('google_expired', { cause: 'sign-in cookie missing, forged or expired' });
    const client = await discover().catch((error: unknown) => {
      throw new SignInFailure('google_unreachable', { cause: error });
    });
    const grant = await oidc.authorizationCodeGrant(client, currentUrl(requestUrl), {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    return googleAccounts.signInWithGoogle(profileFrom(grant.claims()), metadata);
  }

  app.get(
    '/api/auth/google',
    {
      config: perAddress,
      schema: {
        tags: ['accounts'],
        summary: 'Start Google sign-in (browser navigation): redirects to Google',
      },
    },
    async (request, reply) => {
      // A shop without Google sends the browser back to the login page, which says so in its own alert.
      if (!discover) return reply.redirect('/login?error=google_not_configured', 302);
      const client = await discover().catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google discovery failed');
      });
      if (!client) return sendPage(reply, 502, MESSAGES.google_unreachable);
      const pending: PendingSignIn = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        expiresAt: clock().getTime() + ROUND_TRIP_MS,
      };
      reply.setCookie(COOKIE, cookies.seal(pending), { ...cookieOptions, maxAge: ROUND_TRIP_MS / 1000 });
      return reply.redirect((await authorizationUrl(client, redirectUri, pending)).href, 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: perAddress,
      // A malformed query still ends on the login page with a message, not on a JSON problem.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary:
          'Google sign-in callback: redirects to /dashboard?token=<one-time code> (with the httpOnly google_hand_off cookie) or /login?error=<code>',
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      const pending = cookies.open(request.cookies[COOKIE], clock());
      reply.clearCookie(COOKIE, cookieOptions).header('cache-control', 'no-store');
      try {
        if (request.validationError)
          throw new SignInFailure('google_failed', { cause: request.validationError });
        const { userId, position } = await finishSignIn(
          request.query,
          request.url,
          pending,
          request.eventMetadata('anonymous'),
        );
        // Sessions are checked against the read model: it must know of the sessions a link ended.
        await awaitProjection(db, usersProjector.id, position);
        const { code, browserKey } = await handOffs.issue(userId);
        reply.setCookie(HAND_OFF_COOKIE, browserKey, { ...cookieOptions, maxAge: HAND_OFF_SECONDS });
        // The address carries only a one-time code, useless without this browser's cookie.
        return reply.redirect(`/dashboard?token=${code}`, 302);
      } catch (error) {
        return redirectToLogin(request.log, reply, error);
      }
    },
  );

  app.post(
    '/api/auth/google/session',
    {
      config: perAddress,
      schema: {
        tags: ['accounts'],
        summary:
          "Exchange the Google callback's one-time code for the session; only from the browser that finished the sign-in (its google_hand_off cookie), once, within 60 seconds",
        body: googleSessionRequestSchema,
        response: googleSessionResponses,
      },
    },
    async (request, reply) => {
      const userId = await handOffs.redeem(request.body.code, request.cookies[HAND_OFF_COOKIE]);
      reply.clearCookie(HAND_OFF_COOKIE, cookieOptions).header('cache-control', 'no-store');
      if (!userId)
        throw new DomainError('GOOGLE_SESSION_REFUSED', MESSAGES.google_session_failed, 'unauthenticated');
      const outcome = await googleAccounts.startGoogleSession(
        userId,
        request.eventMetadata('anonymous'),
        userAgentOf(request),
      );
      if (outcome.kind === 'challenge') return signInAnswer(outcome);
      return { success: true as const, token: outcome.token };
    },
  );
};

export default googleSignIn;
