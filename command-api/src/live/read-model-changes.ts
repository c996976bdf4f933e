// The process's feed of read-model changes: the projectors' notices from one LISTEN connection, gathered
// over a short window and handed to every subscriber (each open change stream) as one list of names.
import type { Logger, Pool } from '@shop/infra';
import { READ_MODEL_CHANGES_CHANNEL } from '@shop/projections';
import { startNoticeListener } from './notice-listener.js';

/** Receives the names of the read models that changed (projector ids such as `licences`), sorted. */
export type ChangeSubscriber = (readModels: readonly string[]) => void;

export interface ReadModelChangesOptions {
  pool: Pool;
  logger: Logger;
  /** Said to subscribers when listening starts again: any of them may have changed unheard meanwhile. */
  everyReadModel: readonly string[];
  /** Notices within this window after the first one go out together. */
  coalesceMs?: number;
}

export interface ReadModelChanges {
  subscribe(subscriber: ChangeSubscriber): () => void;
  /** Resolves true once LISTEN is in force, or false when it is not within `timeoutMs`. */
  whenListening(timeoutMs: number): Promise<boolean>;
  close(): void;
}

export function startReadModelChanges(options: ReadModelChangesOptions): ReadModelChanges {
  const { coalesceMs = 250 } = options;
  const subscribers = new Set<ChangeSubscriber>();
  const pending = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let listening = false;
  const waitingForListen = new Set<(listening: boolean) => void>();

  const flush = () => {
    flushTimer = undefined;
    const readModels = [...pending].sort();
    pending.clear();
    for (const subscriber of subscribers) subscriber(readModels);
  };
  const noticed = (readModels: readonly string[]) => {
    if (subscribers.size === 0) return;
    for (const name of readModels) pending.add(name);
    flushTimer ??= setTimeout(flush, coalesceMs);
  };

  const listener = startNoticeListener({
    pool: options.pool,
    channel: READ_MODEL_CHANGES_CHANNEL,
    logger: options.logger,
    onNotice: (projectorId) => noticed([projectorId]),
    onListening: () => {
      // Subscribed before this (re)connection: what changed while nobody listened is unknown.
      noticed(options.everyReadModel);
      listening = true;
      for (const wake of waitingForListen) wake(true);
    },
    onLost: () => {
      listening = false;
    },
  });

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    whenListening: (timeoutMs) =>
      listening ? Promise.resolve(true) : waitForListen(waitingForListen, timeoutMs),
    close() {
      clearTimeout(flushTimer);
      subscribers.clear();
      listener.close();
      listening = false;
      for (const wake of waitingForListen) wake(false);
    },
  };
}

function waitForListen(waiting: Set<(listening: boolean) => void>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const wake = (answer: boolean) => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve(answer);
    };
    const timer = setTimeout(() => wake(false), timeoutMs);
    waiting.add(wake);
  });
}
