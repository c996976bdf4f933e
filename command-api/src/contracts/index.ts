// Request and response schemas, shared with the web app (zod only, no server code).

export * from './admin-orders.js';
export * from './audit.js';
export * from './discounts.js';
export * from './email-preferences.js';
export { type Problem, problemSchema, success } from './envelope.js';
export * from './finance.js';
export * from './google-sign-in.js';
export { type HealthResponse, healthResponseSchema } from './health.js';
export * from './licences.js';
export * from './monitoring.js';
export * from './overview.js';
export * from './pagination.js';
export * from './passkeys.js';
export * from './payments.js';
export * from './performance.js';
export * from './releases.js';
export * from './robot.js';
export * from './tickets.js';
export * from './track-record.js';
export * from './two-factor.js';
export * from './users.js';
