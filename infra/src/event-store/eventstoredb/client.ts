// The part of the EventStoreDB client the adapter uses, so tests can hand it a fake; the deadline
// every read is held to (the 6.2.1 client sends reads without one); the credentials appends carry.
import { type Credentials, ErrorType, type EventStoreDBClient } from '@eventstore/db-client';

export type EventStoreClient = Pick<
  EventStoreDBClient,
  | 'appendToStream'
  | 'readStream'
  | 'readAll'
  | 'subscribeToAll'
  | 'setStreamMetadata'
  | 'createPersistentSubscriptionToAll'
  | 'subscribeToPersistentSubscriptionToAll'
  | 'listPersistentSubscriptionsToAll'
  | 'replayParkedMessagesToAll'
  | 'dispose'
>;

export class EventStoreDeadlineError extends Error {
  override readonly name = 'EventStoreDeadlineError';
  readonly type = ErrorType.DEADLINE_EXCEEDED;
}

/** Whether the error says the server or the connection failed for now, so trying again may work. */
export function isTransient(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return (
    type === ErrorType.UNAVAILABLE ||
    type === ErrorType.CANCELLED ||
    type === ErrorType.DEADLINE_EXCEEDED ||
    type === ErrorType.NOT_LEADER ||
    type === ErrorType.TIMEOUT ||
    type === ErrorType.PERSISTENT_SUBSCRIPTION_DROPPED
  );
}

/** A read of the client: 6.2.1's can be cancelled; a plain async iterator is ended instead. */
interface CancellableRead<T> extends AsyncIterable<T> {
  cancel?(): Promise<void>;
}

/**
 * The read's items, each of which must arrive within `deadlineMs` of asking for it; otherwise the
 * read is cancelled and an EventStoreDeadlineError thrown.
 */
export async function* withDeadline<T>(read: CancellableRead<T>, deadlineMs: number): AsyncGenerator<T> {
  const iterator = read[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new EventStoreDeadlineError(`EventStoreDB did not answer a read within ${deadlineMs} ms`)),
          deadlineMs,
        );
      });
      const next = iterator.next();
      next.catch(() => {});
      const result = await Promise.race([next, expired]).finally(() => clearTimeout(timer));
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    if (!finished) await (read.cancel ? read.cancel() : iterator.return?.())?.catch(() => {});
  }
}

/**
 * The credentials every append carries (see EventStoreDbSettings.appendCredentials): the connection
 * string's user; on an insecure node (`tls=false`), whose server authenticates every request as its
 * system account whatever it carries, a fixed placeholder; otherwise none (a client certificate).
 */
export function appendCredentialsFor(connectionString: string): Credentials | undefined {
  const match = /^[a-z+]+:\/\/([^:@/?]+):([^@/?]*)@/i.exec(connectionString);
  if (match) return { username: decodeURIComponent(match[1]!), password: decodeURIComponent(match[2]!) };
  if (/[?&]tls=false(&|$)/i.test(connectionString)) return INSECURE_PLACEHOLDER;
  return undefined;
}

const INSECURE_PLACEHOLDER: Credentials = Object.freeze({ username: 'shop', password: 'insecure-node' });
