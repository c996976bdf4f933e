// Who is calling: the bearer session is checked on every protected route against the users read
// model (deleted accounts and revoked generations are refused); admin routes need the admin role
// from that read model, never from the token alone, and a session that proved a second factor; the
// most dangerous admin actions need one proved within the last 10 minutes (step-up). Routes do not call
// these checks themselves: http/route-access.ts gives each route the one its `config` names.
// The account row is kept between requests (`accounts`) and served again only while the users read
// model's version is the one this request read: a revocation, role change or deletion the read model
// shows is seen by the next request, on every replica, as without the cache.
import { timingSafeEqual } from 'node:crypto';
import { DomainError, hasSecondFactor, type Role, type User } from '@shop/domain';
import { findUserById } from '@shop/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TWO_FACTOR_MESSAGES } from '../../contracts/two-factor.js';
import { ACCOUNT_MESSAGES } from '../../contracts/users.js';
import { COHERENT_MAX_AGE_MS, type ListCache } from '../../http/list-cache.js';
import { versionsOf } from '../../http/list-cache-versions.js';
import { loadUser } from '../../users/directory.js';
import type { SessionTokens } from '../../users/sessions.js';

export interface AuthenticatedUser {
  id: string;
  username: string;
  email: string;
  roles: Role[];
  emailVerified: boolean;
  /** Holds the admin role and this session proved a second factor: acts as an admin everywhere. */
  isAdmin: boolean;
  /** The account has an authenticator app or a passkey. */
  twoFactorEnabled: boolean;
  /** The session's id (absent on tokens from before sessions had ids). */
  sessionId?: string;
  /** Epoch seconds of the session's last second-factor check. */
  secondFactorAt?: number;
}

/** How recent a second factor the step-up routes need. */
export const STEP_UP_MINUTES = 10;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    sessions: SessionTokens;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** An admin whose session proved a second factor within the last STEP_UP_MINUTES. */
    requireRecentSecondFactor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** For purchases (spec §5 Payment): a signed-in user whose email is verified. */
    requireVerifiedEmail(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The `npm run dev:pay` tool: the development chain's token in `x-dev-token`. */
    requireDevToken(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const unauthenticated = (code: string, message: string) => new DomainError(code, message, 'unauthenticated');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The account as a session check needs it, and the session generation it accepts. */
interface CurrentAccount {
  user: Omit<AuthenticatedUser, 'isAdmin' | 'sessionId' | 'secondFactorAt'>;
  generation: number;
}

/** The users read model has no row for the account: never kept, the stream answers instead. */
class NoAccountRow extends Error {
  override readonly name = 'NoAccountRow';
}

export interface AuthOptions {
  sessions: SessionTokens;
  /** Account rows kept between requests at the users read model's version; none, read every time. */
  accounts?: ListCache;
}

export default fp<AuthOptions>(
  async (app, { sessions, accounts }) => {
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    async function accountFromReadModel(userId: string): Promise<CurrentAccount | undefined> {
      const row = await findUserById(app.deps.db, userId);
      if (!row) return undefined;
      return {
        user: {
          id: row.user_id,
          username: row.username,
          email: row.email,
          roles: row.roles as Role[],
          emailVerified: row.email_verified,
          twoFactorEnabled: row.totp_enabled || row.passkeys > 0,
        },
        generation: row.session_generation,
      };
    }

    /** The read model's account, kept at the users version `request` reads (read before the row). */
    async function keptAccount(request: FastifyRequest, userId: string): Promise<CurrentAccount | undefined> {
      if (!accounts) return accountFromReadModel(userId);
      const versions = versionsOf(await request.readModelVersions(), ['users']);
      try {
        const { body } = await accounts.answer(userId, versions, COHERENT_MAX_AGE_MS, async () => {
          const account = await accountFromReadModel(userId);
          if (!account) throw new NoAccountRow();
          return JSON.stringify(account);
        });
        return JSON.parse(body) as CurrentAccount;
      } catch (error) {
        if (error instanceof NoAccountRow) return undefined;
        throw error;
      }
    }

    /** The account as the read model has it; the stream answers for one registered moments ago. */
    async function currentAccount(
      request: FastifyRequest,
      userId: string,
    ): Promise<CurrentAccount | undefined> {
      const account = await keptAccount(request, userId);
      if (account) return account;
      const state: User = await loadUser(app.deps.store, userId);
      if (state.status !== 'active') return undefined;
      const { username, email, roles, emailVerified, sessionGeneration } = state;
      return {
        user: { id: userId, username, email, roles, emailVerified, twoFactorEnabled: hasSecondFactor(state) },
        generation: sessionGeneration,
      };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated('AUTHENTICATION_REQUIRED', ACCOUNT_MESSAGES.authenticationRequired);
      const claims = await sessions.verify(token);
      const account = claims ? await currentAccount(request, claims.userId) : undefined;
      if (!claims || !account || account.generation !== claims.generation) {
        throw unauthenticated('SESSION_INVALID', ACCOUNT_MESSAGES.sessionExpired);
      }
      const { sessionId, secondFactorAt } = claims;
      request.user = {
        ...account.user,
        // An admin's session that skipped the second factor acts as its owner's only, never as an admin.
        isAdmin: account.user.roles.includes('admin') && secondFactorAt !== undefined,
        ...(sessionId ? { sessionId } : {}),
        ...(secondFactorAt !== undefined ? { secondFactorAt } : {}),
      };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const user = request.user!;
      if (user.isAdmin) return;
      if (!user.roles.includes('admin'))
        throw new DomainError('ADMIN_REQUIRED', 'Admin access required', 'forbidden');
      const setupRequired = !user.twoFactorEnabled;
      throw new DomainError(
        setupRequired ? 'TWO_FACTOR_SETUP_REQUIRED' : 'TWO_FACTOR_REQUIRED',
        setupRequired ? TWO_FACTOR_MESSAGES.setupRequired : TWO_FACTOR_MESSAGES.secondFactorRequired,
        'forbidden',
        { secondFactorSetupRequired: setupRequired },
      );
    });

    app.decorate('requireRecentSecondFactor', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireAdmin(request, reply);
      const provedAt = (request.user!.secondFactorAt ?? 0) * 1000;
      if (app.deps.clock().getTime() - provedAt > STEP_UP_MINUTES * 60_000)
        throw new DomainError('STEP_UP_REQUIRED', TWO_FACTOR_MESSAGES.stepUpRequired, 'unauthenticated', {
          stepUpRequired: true,
        });
    });

    app.decorate('requireVerifiedEmail', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const user = request.user!;
      // The read model may not show a verification made a moment ago: the stream has the last word.
      if (!user.emailVerified) {
        const state = await loadUser(app.deps.store, user.id);
        if (state.status === 'active' && state.emailVerified) {
          request.user = { ...user, emailVerified: true };
          return;
        }
        throw new DomainError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.verifyBeforePurchase, 'forbidden', {
          emailVerificationRequired: true,
          userEmail: user.email,
        });
      }
    });

    app.decorate('requireDevToken', async (request: FastifyRequest) => {
      const given = Buffer.from(String(request.headers['x-dev-token'] ?? ''));
      // Without a development chain there is no token, and nothing matches.
      const expected = Buffer.from(app.deps.devPayments?.cliToken ?? '');
      if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError('DEV_TOKEN_INVALID', 'Unknown development token', 'unauthenticated');
      }
    });
  },
  { name: 'auth', dependencies: ['error-handler', 'request-versions'] },
);
