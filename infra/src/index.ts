// Public surface of infra: the adapters every service is assembled from.

export { emailReservation, usernameReservation } from './accounts/sign-in-reservations.js';
export {
  type ChainSettings,
  type Config,
  ConfigError,
  loadConfig,
  type SiteSettings,
} from './config/config.js';
export { placeholderDetailsWarnings } from './config/placeholder-details.js';
export { type AppendBatcher, createAppendBatcher } from './event-store/append-batcher.js';
export {
  ConcurrencyError,
  type HandleOptions,
  type HandleResult,
  handleCommand,
  loadAggregate,
} from './event-store/command-handler.js';
export { type EventFilter, matchesFilter } from './event-store/event-filter.js';
export type {
  AppendOptions,
  AppendResult,
  BatchHandler,
  ConsumerGroupOptions,
  ConsumerGroupStatus,
  EventHandler,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from './event-store/event-store.js';
export { EventIdConflictError } from './event-store/event-store.js';
export { EventStoreDbEventStore } from './event-store/eventstoredb/eventstoredb-event-store.js';
export { claimNewLicenceKey } from './event-store/licence-keys.js';
export { openEventStore } from './event-store/open-event-store.js';
export {
  comparePositions,
  formatPosition,
  type GlobalPosition,
  parsePosition,
  START,
} from './event-store/position.js';
export { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
export {
  type ClaimOutcome,
  claimReservation,
  RESERVATION_CLAIMED,
  RESERVATION_RELEASED,
  releaseAfterRefusal,
  releaseReservation,
} from './event-store/reservations.js';
export { type AllocateFromSequence, createSequenceAllocator } from './event-store/sequence-allocator.js';
export { deterministicId, newId } from './ids.js';
export { startLogFile } from './logging/log-file.js';
export { createLogger, type Logger } from './logging/logger.js';
export { createSmtpMailer, type Mailer, type MailMessage } from './mail/mailer.js';
export {
  Counter,
  createMetricsRegistry,
  Gauge,
  type HealthReport,
  Histogram,
  type MetricsServer,
  meterEventStore,
  Registry,
  serveMetricsIfConfigured,
  startMetricsServer,
} from './metrics/index.js';
export {
  createPaymentAddressBook,
  DEV_EXTENDED_PUBLIC_KEYS,
  type PaymentAddressBook,
  type PaymentNetwork,
  tronAddressFromEvm,
} from './payments/payment-addresses.js';
export { choosePaymentKeys, describePaymentKey, paymentKeysOf } from './payments/payment-keys.js';
export {
  createKysely,
  createPool,
  ensureDatabaseExists,
  type Pool,
  type PoolClient,
  quoteIdentifier,
  withDatabase,
} from './postgres/database.js';
export {
  type EmbeddedPostgresOptions,
  type RunningPostgres,
  startEmbeddedPostgres,
} from './postgres/embedded.js';
export { type Migrations, migrateToLatest } from './postgres/migrations.js';
export { type ResolvedDatabase, resolveDatabase } from './postgres/resolve-database.js';
export { PersonalDataKeys } from './privacy/personal-data-keys.js';
export { protectPersonalData } from './privacy/protect.js';
export { ProtectedEventStore } from './privacy/protected-event-store.js';
export {
  type LeaderLock,
  tryAcquireLeaderLock,
  tryAcquireLeaderLocks,
} from './process/leader-lock.js';
export { type PeriodicTaskOptions, startPeriodicTask } from './process/periodic-task.js';
export { type OpenPlatformOptions, openPlatform, type Platform } from './process/platform.js';
export { stopOnSignals } from './process/shutdown.js';
export { loadConfigOrExit, requireDatabaseUrl } from './process/startup.js';
export { openToolPlatform, type ToolPlatform } from './process/tool-platform.js';
export {
  type AppKeys,
  appKeysFromConfig,
  deriveAppKeys,
  type PreviousAppKeys,
  resolveAppSecret,
  type SigningKey,
} from './security/app-secret.js';
export {
  type EmailTokenPurpose,
  emailTokenSecret,
  hashTokenSecret,
  issueEmailToken,
  parseEmailToken,
} from './security/email-tokens.js';
export {
  sha256Hex,
  signSeal,
  type TrackRecordJwk,
  trackRecordJwks,
} from './security/track-record-signing.js';
export { issueUnsubscribeToken, verifyUnsubscribeToken } from './security/unsubscribe-tokens.js';
