// Public surface of the API package: build the app, or run it as a server.

export { findOwner } from './accounts/directory.js';
export { ensureFirstAdminOnStart, type FirstAdminOutcome, grantAdmin } from './accounts/first-admin.js';
export { reportFirstAdmin } from './accounts/report-first-admin.js';
export { buildApp } from './app.js';
export type { AppDependencies, DevPayments } from './app-dependencies.js';
export { type ApiServer, startApiServer } from './server.js';
