// Test harnesses: a database per test file, an EventStoreDB when one can be had.
export { type EventStoreDbTarget, findEventStoreDb } from './eventstoredb.js';
export { type ReceivedMail, startTestMailbox, type TestMailbox } from './smtp-mailbox.js';
export { createTestDatabase, type TestDatabase } from './test-database.js';
export { createTestEventStore } from './test-event-store.js';
