// The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when given, otherwise generated once with its
// password printed once. A reservation stream remembers that it happened, so restarts do nothing.
// With ADMIN_TOTP_SECRET, its authenticator app is enrolled from that secret unless it has one.
import { randomBytes } from 'node:crypto';
import { DomainError, FIRST_ADMIN_RESERVATION } from '@shop/domain';
import {
  type AppKeys,
  type Config,
  claimReservation,
  type EventMetadata,
  type EventStore,
  type Logger,
  usernameReservation,
} from '@shop/infra';
import { runOnUser } from './accounts.js';
import { addToRoster } from './admin-roster.js';
import { findByEmail, findOwner, loadUser } from './directory.js';
import { checkPasswordOnServer } from './password-estimate.js';
import { createPasswordHasher } from './passwords.js';
import { createRegistration, type Registration } from './registration.js';
import { createSessionTokens } from './sessions.js';

const DEFAULT_ADMIN_EMAIL = 'admin@localhost.localdomain';

export interface FirstAdminOptions {
  store: EventStore;
  accounts: Pick<Registration, 'register'>;
  admin: { email: string; password: string; totpSecret?: string } | undefined;
  logger: Logger;
  now: () => Date;
}

export type FirstAdminOutcome =
  | { created: false }
  | { created: true; email: string; username: string; generatedPassword: string | undefined };

export async function ensureFirstAdmin({
  store,
  accounts,
  admin,
  logger,
  now,
}: FirstAdminOptions): Promise<FirstAdminOutcome> {
  const metadata: EventMetadata = {
    actor: 'system:first-admin',
    correlationId: 'first-admin',
    causationId: null,
    occurredAt: now().toISOString(),
  };
  if (admin) {
    const existing = await findByEmail(store, admin.email);
    if (existing) {
      await grantAdmin(store, existing, metadata, now);
      if (admin.totpSecret) await enrolFromEnvironment(store, existing, admin.totpSecret, metadata, now);
      return { created: false };
    }
  } else if ((await findOwner(store, FIRST_ADMIN_RESERVATION)) !== undefined) {
    return { created: false };
  }
  const email = admin?.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = admin ? undefined : generatePassword();
  const password = admin?.password ?? generatedPassword!;
  if (!checkPasswordOnServer(password).isValid)
    logger.warn('ADMIN_PASSWORD does not meet the password policy; consider a stronger one');
  const username = await freeUsername(store);
  const registered = await accounts
    .register(
      // The operator chose this password; a weak one is warned about above, not refused.
      {
        username,
        email,
        password,
        roles: ['admin', 'user'],
        emailVerified: true,
        enforcePasswordPolicy: false,
      },
      metadata,
    )
    .catch((error: unknown) => {
      // Another replica starting at the same moment created it first: it is there, nothing to do.
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') return undefined;
      throw error;
    });
  if (!registered) return { created: false };
  const { userId } = registered;
  await addToRoster(store, userId, metadata, now());
  if (admin?.totpSecret) await enrolFromEnvironment(store, userId, admin.totpSecret, metadata, now);
  await claimReservation(store, FIRST_ADMIN_RESERVATION, userId, metadata);
  return { created: true, email, username, generatedPassword };
}

export async function grantAdmin(
  store: EventStore,
  userId: string,
  metadata: EventMetadata,
  now: () => Date,
) {
  await runOnUser(
    store,
    userId,
    { type: 'ChangeRoles', data: { roles: ['admin', 'user'], now: now().toISOString() } },
    metadata,
  );
  await addToRoster(store, userId, metadata, now());
}

/**
 * The authenticator app of ADMIN_TOTP_SECRET, when the admin has none yet (one set up in the shop is
 * kept). No recovery codes: the operator holds the secret and can make codes in Account settings.
 */
async function enrolFromEnvironment(
  store: EventStore,
  userId: string,
  secret: string,
  metadata: EventMetadata,
  now: () => Date,
) {
  const user = await loadUser(store, userId);
  if (user.status !== 'active' || user.totp) return;
  await runOnUser(
    store,
    userId,
    // Step 0: every code from now on is new.
    { type: 'EnableTotp', data: { secret, recoveryCodeHashes: [], step: 0, now: now().toISOString() } },
    metadata,
  );
}

async function freeUsername(store: EventStore): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? 'admin' : `admin${n + 1}`;
    if ((await findOwner(store, usernameReservation(candidate))) === undefined) return candidate;
  }
}

/** 20 characters from four classes, so it always meets the password policy. */
function generatePassword(): string {
  const body = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}Aa7!`;
}

/** The generated first admin's email as it is now (they may have changed it); undefined when there is none. */
export async function firstAdminEmail(store: EventStore): Promise<string | undefined> {
  const userId = await findOwner(store, FIRST_ADMIN_RESERVATION);
  if (userId === undefined) return undefined;
  const user = await loadUser(store, userId);
  return user.status === 'active' ? user.email : undefined;
}

/** For entry points: builds what the check needs from the running platform. */
export async function ensureFirstAdminOnStart(options: {
  store: EventStore;
  keys: AppKeys;
  config: Config;
  logger: Logger;
}): Promise<FirstAdminOutcome> {
  const now = () => new Date();
  const accounts = createRegistration({
    store: options.store,
    keys: options.keys,
    passwords: createPasswordHasher(),
    sessions: createSessionTokens(
      options.keys.sessionKey,
      options.config.publicUrl,
      options.config.sessionHours,
      options.keys.previous?.sessionKey,
    ),
    clock: now,
  });
  return ensureFirstAdmin({
    store: options.store,
    accounts,
    admin: options.config.admin,
    logger: options.logger,
    now,
  });
}
