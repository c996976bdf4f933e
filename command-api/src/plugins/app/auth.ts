// Who is calling: the bearer session is checked on every protected route against the users read
// model (deleted accounts and revoked generations are refused); admin routes need the admin role
// from that read model, never from the token alone. Routes do not call these checks themselves:
// http/route-access.ts gives each route the one its `config.access` names.
import { timingSafeEqual } from 'node:crypto';
import { DomainError, type Role, type User } from '@shop/domain';
import { findUserById } from '@shop/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '../../contracts/users.js';
import { loadUser } from '../../users/directory.js';
import type { SessionTokens } from '../../users/sessions.js';

export interface AuthenticatedUser {
  id: string;
  username: string;
  email: string;
  roles: Role[];
  emailVerified: boolean;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    sessions: SessionTokens;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

export default fp<{ sessions: SessionTokens }>(
  async (app, { sessions }) => {
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    /** The account as the read model has it; the stream answers for one registered moments ago. */
    async function currentAccount(userId: string) {
      const row = await findUserById(app.deps.db, userId);
      if (row) {
        return {
          user: {
            id: row.user_id,
            username: row.username,
            email: row.email,
            roles: row.roles as Role[],
            emailVerified: row.email_verified,
          },
          generation: row.session_generation,
        };
      }
      const state: User = await loadUser(app.deps.store, userId);
      if (state.status !== 'active') return undefined;
      const { username, email, roles, emailVerified, sessionGeneration } = state;
      return { user: { id: userId, username, email, roles, emailVerified }, generation: sessionGeneration };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthenticated('AUTHENTICATION_REQUIRED', ACCOUNT_MESSAGES.authenticationRequired);
      const claims = await sessions.verify(token);
      const account = claims ? await currentAccount(claims.userId) : undefined;
      if (!claims || !account || account.generation !== claims.generation) {
        throw unauthenticated('SESSION_INVALID', ACCOUNT_MESSAGES.sessionExpired);
      }
      request.user = { ...account.user, isAdmin: account.user.roles.includes('admin') };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!request.user?.isAdmin)
        throw new DomainError('ADMIN_REQUIRED', 'Admin access required', 'forbidden');
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
  { name: 'auth', dependencies: ['error-handler'] },
);
