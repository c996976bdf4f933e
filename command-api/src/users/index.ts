// The users resource (spec §7 'Auth and account', users): accounts and sessions, Google sign-in, the
// account queries, and the admin's role changes and deletions. Builds the use cases from the app's
// dependencies and hands each route module what it needs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountLimits } from '../http/attempt-limiter.js';
import type { AccountDependencies } from './accounts.js';
import userAdminCommands from './admin-commands.js';
import userCommands from './commands.js';
import emailPreferences from './email-preferences.js';
import googleSignIn from './google.js';
import { createGoogleAccounts } from './google-account.js';
import { createPasswordReset } from './password-reset.js';
import userQueries from './queries.js';
import { createRegistration } from './registration.js';
import { createSignIn } from './sign-in.js';
import { createUserAdmin } from './user-admin.js';

const users: FastifyPluginAsyncZod = async (app) => {
  const { store, db, pool, clock, keys, passwords, config } = app.deps;
  const accounts: AccountDependencies = { store, passwords, keys, sessions: app.sessions, clock };
  await app.register(userCommands, {
    registration: createRegistration(accounts),
    passwordReset: createPasswordReset(accounts),
    signIn: createSignIn(accounts),
    db,
    limits: createAccountLimits(pool),
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
