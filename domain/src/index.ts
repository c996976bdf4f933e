// Public surface of the domain package: pure decisions and rules, no I/O, no clock, no randomness.
export type { Decider } from './core/decider.js';
export { foldEvents } from './core/decider.js';
export type { DomainErrorKind } from './core/domain-error.js';
export { DomainError, isDomainError } from './core/domain-error.js';
export type { Actor, Command, Event } from './core/message.js';
export { ERASED, PERSONAL_DATA, type PersonalDataRule } from './core/personal-data.js';
export * from './discounts/index.js';
export * from './licences/index.js';
export * from './orders/index.js';
export * from './performance/index.js';
export * from './plans/plans.js';
export * from './releases/index.js';
export * from './robot/index.js';
export * from './streams.js';
export * from './tickets/index.js';
export * from './track-record/index.js';
export * from './users/index.js';
