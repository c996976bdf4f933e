// Live admin screens: reads the API's stream of read-model changes (GET /api/admin/changes) while the admin
// console is open and refetches the queries that show a read model when it changes, instead of on timers.
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE_URL } from './api-client';
import { getStoredToken } from './token-storage';

interface ReadModelQueries {
  /** Query-key prefixes of everything on screen that reads this read model. */
  keys: readonly QueryKey[];
  /** Refetched at most once per this long, however often it changes (robot reports come all the time). */
  minGapMs: number;
}

const ADMIN_OVERVIEW: QueryKey = ['admin-overview'];

/** By read model, as the projections name them (their projector ids). Others (stream heads) show nowhere. */
const READ_MODEL_QUERIES: Readonly<Record<string, ReadModelQueries>> = {
  licences: { keys: [['licences'], ['monitoring'], ADMIN_OVERVIEW], minGapMs: 1_000 },
  // Licence rows show their owner's name and email.
  users: { keys: [['users'], ['licences']], minGapMs: 1_000 },
  discounts: { keys: [['discounts']], minGapMs: 1_000 },
  orders: { keys: [['admin-payments'], ['payments'], ['finance'], ADMIN_OVERVIEW], minGapMs: 1_000 },
  ledger: { keys: [['finance'], ADMIN_OVERVIEW], minGapMs: 1_000 },
  tickets: { keys: [['tickets'], ADMIN_OVERVIEW], minGapMs: 1_000 },
  'audit-log': { keys: [['audit']], minGapMs: 1_000 },
  'robot-telemetry': { keys: [['monitoring'], ADMIN_OVERVIEW], minGapMs: 10_000 },
};

/** Pause before the first reconnection; it doubles after each failure, up to `MAX_RETRY_DELAY_MS`. */
export const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

let openStreams = 0;

/** Whether a change stream is open now: screens that poll only for lack of one may stop. */
export function liveReadModelsOpen(): boolean {
  return openStreams > 0;
}

/** Keeps the change stream open for as long as the calling component is mounted (the admin console). */
export function useLiveReadModels(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = startLiveReadModels(queryClient);
    return () => live.stop();
  }, [queryClient]);
}

/** Reads the stream, and reads it again after a pause when it drops, until stopped or refused. */
function startLiveReadModels(queryClient: QueryClient): { stop(): void } {
  const refresher = createChangeRefresher(queryClient);
  const controller = new AbortController();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;

  const connect = async () => {
    let outcome: StreamOutcome = 'dropped';
    try {
      outcome = await readChangeStream(controller.signal, {
        onOpen: () => {
          openStreams += 1;
          // Changes made while the stream was down were never announced.
          if (opened) refresher.refreshEverything();
          opened = true;
          failures = 0;
        },
        onClose: () => {
          openStreams -= 1;
        },
        onChange: (readModels) => refresher.noticed(readModels),
      });
    } catch {
      outcome = 'dropped';
    }
    if (controller.signal.aborted || outcome === 'refused') return;
    const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  };
  void connect();

  return {
    stop() {
      controller.abort();
      clearTimeout(retryTimer);
      refresher.stop();
    },
  };
}

/** `refused`: no use trying again (signed out, not an admin, no such address); `dropped`: try again. */
type StreamOutcome = 'refused' | 'dropped';

interface StreamHandlers {
  onOpen(): void;
  onClose(): void;
  onChange(readModels: readonly string[]): void;
}

const GIVE_UP_STATUSES = new Set([401, 403, 404]);

async function readChangeStream(signal: AbortSignal, handlers: StreamHandlers): Promise<StreamOutcome> {
  const token = getStoredToken();
  if (!token) return 'refused';
  // EventSource cannot send the bearer token: fetch reads the stream instead.
  const response = await fetch(`${API_BASE_URL}/admin/changes`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  if (GIVE_UP_STATUSES.has(response.status)) return 'refused';
  if (!response.ok || !response.body) return 'dropped';
  handlers.onOpen();
  try {
    await readEvents(response.body, handlers.onChange);
  } finally {
    handlers.onClose();
  }
  return 'dropped';
}

async function readEvents(body: ReadableStream<Uint8Array>, onChange: StreamHandlers['onChange']) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    pending += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const readModels = changedReadModels(block);
      if (readModels) onChange(readModels);
    }
  }
}

/** The read models an `event: change` block names; undefined for comments and anything else. */
export function changedReadModels(block: string): string[] | undefined {
  const lines = block.split('\n');
  if (!lines.includes('event: change')) return undefined;
  const data = lines
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).trimStart())
    .join('\n');
  try {
    const parsed: unknown = JSON.parse(data);
    const names = (parsed as { readModels?: unknown }).readModels;
    return Array.isArray(names)
      ? names.filter((name): name is string => typeof name === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}

/** Refetches the queries of changed read models: at once, or once its gap since the last time has passed. */
function createChangeRefresher(queryClient: QueryClient) {
  const lastRefreshed = new Map<string, number>();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();

  const refresh = (readModels: readonly string[]) => {
    const keys = new Map<string, QueryKey>();
    for (const name of readModels) {
      lastRefreshed.set(name, Date.now());
      for (const key of READ_MODEL_QUERIES[name]?.keys ?? []) keys.set(JSON.stringify(key), key);
    }
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    noticed(readModels: readonly string[]) {
      const due: string[] = [];
      for (const name of readModels) {
        const queries = READ_MODEL_QUERIES[name];
        if (!queries || waiting.has(name)) continue;
        const wait = (lastRefreshed.get(name) ?? Number.NEGATIVE_INFINITY) + queries.minGapMs - Date.now();
        if (wait <= 0) due.push(name);
        else {
          const timer = setTimeout(() => {
            waiting.delete(name);
            refresh([name]);
          }, wait);
          waiting.set(name, timer);
        }
      }
      refresh(due);
    },
    refreshEverything() {
      refresh(Object.keys(READ_MODEL_QUERIES));
    },
    stop() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
