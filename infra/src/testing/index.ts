// Test harnesses: a database per test file, an EventStoreDB when one can be had.
export { compileWorkspaces } from './compile-workspaces.js';
export { type EventStoreDbTarget, findEventStoreDb } from './eventstoredb.js';
export { EVENTUALLY_TIMEOUT_MS, type EventuallyOptions, eventually } from './eventually.js';
export { reportFigure } from './figures.js';
export { parsePrometheusText, type Sample, samplesOf } from './prometheus-text.js';
export { readAllWhenVisible } from './read-all-when-visible.js';
export {
  findFreePort,
  type ServiceExit,
  type ServiceProcess,
  startServiceProcess,
} from './service-process.js';
export { type ReceivedMail, startTestMailbox, type TestMailbox } from './smtp-mailbox.js';
export { createTestDatabase, type TestDatabase } from './test-database.js';
export { createTestEventStore } from './test-event-store.js';
