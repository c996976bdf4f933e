// Public surface of the API package: build the app or run it as a server, the first admin, the
// account pieces tools outside the API use (grant-admin, the benches' seeded users), and the plugins
// that serve the web app the way the API does (the web bench), and the authenticator-app code scripts
// sign an admin in with.
export { buildApp } from './app.js';
export type { AppDependencies, DevPayments } from './app-dependencies.js';
export { default as securityPlugin } from './plugins/external/security.js';
export { default as webAppPlugin } from './plugins/external/web-app.js';
export { type ApiServer, startApiServer } from './server.js';
export { findByEmail, findOwner } from './users/directory.js';
export {
  ensureFirstAdminOnStart,
  type FirstAdminOutcome,
  firstAdminEmail,
  grantAdmin,
} from './users/first-admin.js';
export { createPasswordHasher } from './users/passwords.js';
export { createRegistration, type NewAccount } from './users/registration.js';
export { reportFirstAdmin } from './users/report-first-admin.js';
export { createSessionStart } from './users/session-start.js';
export { createSessionTokens } from './users/sessions.js';
export { totpCode } from './users/two-factor/totp.js';
