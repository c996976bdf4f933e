// The users resource (spec §7 'Auth and account', users): accounts and sessions, Google sign-in, the
// account queries, and the admin's role changes and deletions. Builds the use cases from the app's
// dependencies and hands each route module what it needs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createAccountLimits } from '../http/attempt-limiter.js';
import userAdminCommands from './admin-commands.js';
import userCommands from './commands.js';
import emailPreferences from './email-preferences.js';
import googleSignIn from './google.js';
import { createGoogleAccounts } from './google-account.js';
import { createPasskeyOwners } from './passkeys/passkey-owners.js';
import { createPasskeyProofs } from './passkeys/passkey-proofs.js';
import { createPasskeySettings } from './passkeys/passkey-settings.js';
import { createRelyingParty } from './passkeys/relying-party.js';
import passkeyRoutes from './passkeys/routes.js';
import { createPasswordReset } from './password-reset.js';
import userQueries from './queries.js';
import { createRegistration } from './registration.js';
import { createSignIn, type SignInDependencies } from './sign-in.js';
import { createAccountSecurity } from './two-factor/account-security.js';
import { createEnrolmentTokens } from './two-factor/enrolment-token.js';
import twoFactorRoutes from './two-factor/routes.js';
import { createSignInChallenges } from './two-factor/sign-in-challenges.js';
import { createUserAdmin } from './user-admin.js';

const users: FastifyPluginAsyncZod = async (app) => {
  const { store, db, pool, clock, keys, passwords, config } = app.deps;
  const accounts: SignInDependencies = {
    store,
    passwords,
    keys,
    sessions: app.sessions,
    clock,
    challenges: createSignInChallenges(db as Kysely<unknown>, clock),
  };
  const limits = createAccountLimits(pool);
  const signIn = createSignIn(accounts);
  await app.register(userCommands, {
    registration: createRegistration(accounts),
    passwordReset: createPasswordReset(accounts),
    signIn,
    db,
    limits,
  });
  const accountSecurity = createAccountSecurity({
    ...accounts,
    enrolments: createEnrolmentTokens(keys.secondFactorKey, clock),
    attempts: limits.failedSecondFactors,
    // Authenticator apps list the entry under this name; the host tells shops apart.
    issuer: `MT5 Robot (${new URL(config.publicUrl).host})`,
  });
  await app.register(twoFactorRoutes, {
    signIn,
    accountSecurity,
    db,
    sessionHours: config.sessionHours,
    clock,
  });
  const passkeys = {
    ...accounts,
    accountSecurity,
    relyingParty: createRelyingParty(config.publicUrl),
    owners: createPasskeyOwners(store),
  };
  await app.register(passkeyRoutes, {
    settings: createPasskeySettings(passkeys),
    proofs: createPasskeyProofs({ ...passkeys, signIn }),
  });
  await app.register(googleSignIn, {
    googleAccounts: createGoogleAccounts(accounts),
    config,
    keys,
    clock,
    db,
  });
  await app.register(userQueries, { db, store, clock, allowance: config.accountChangeAllowance });
  await app.register(userAdminCommands, { userAdmin: createUserAdmin({ store, db, clock }), db });
  await app.register(emailPreferences, { store, db, keys, clock });
};

export default users;
