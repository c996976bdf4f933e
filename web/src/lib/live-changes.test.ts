// The admin console's live refresh against a fake change stream, on a faked clock: a notice refetches the
// queries of the read models it names, busy read models at most once per gap, a dropped stream is read
// again after a pause (refreshing everything, as changes went unheard), and a refusal stops it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elapse, settle } from '../testing/fake-time';
import {
  changedReadModels,
  FIRST_RETRY_DELAY_MS,
  liveReadModelsOpen,
  useLiveReadModels,
} from './live-changes';

/** One response of the fake server: the test pushes event text into it, or ends it. */
interface FakeStream {
  send(text: string): void;
  end(): void;
}

let streams: FakeStream[];
let fetchMock: ReturnType<typeof vi.fn>;
let queryClient: QueryClient;
let invalidated: unknown[][];

/** Like a real fetch, aborting the request errors its body. */
function streamingResponse(signal?: AbortSignal | null): Response {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
      signal?.addEventListener('abort', () => opened.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  streams.push({ send: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const change = (...readModels: string[]) => `event: change\ndata: ${JSON.stringify({ readModels })}\n\n`;

function renderLive() {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => useLiveReadModels(), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('token', 'admin-session');
  streams = [];
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => streamingResponse(init?.signal));
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});

afterEach(() => queryClient.clear());

describe('useLiveReadModels', () => {
  it('reads the stream with the bearer token and refetches the queries of each read model named', async () => {
    renderLive();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/changes');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-session');
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(liveReadModelsOpen()).toBe(true);

    streams[0]!.send(': heartbeat\n\n');
    streams[0]!.send(change('discounts', 'stream-heads'));
    await settle();
    expect(invalidated).toEqual([['discounts']]);

    invalidated = [];
    // Split across chunks, as a network may deliver it.
    const text = change('licences', 'tickets');
    streams[0]!.send(text.slice(0, 20));
    streams[0]!.send(text.slice(20));
    await settle();
    expect(invalidated).toEqual([['licences'], ['monitoring'], ['admin-overview'], ['tickets']]);
  });

  it('refetches a busy read model at most once per gap, the last change included', async () => {
    renderLive();
    await settle();
    streams[0]!.send(change('robot-telemetry'));
    await settle();
    streams[0]!.send(change('robot-telemetry'));
    streams[0]!.send(change('robot-telemetry'));
    await settle();
    expect(invalidated).toEqual([['monitoring'], ['admin-overview']]);
    await elapse(10_000);
    expect(invalidated).toEqual([['monitoring'], ['admin-overview'], ['monitoring'], ['admin-overview']]);
  });

  it('reads the stream again after it drops, and then refreshes everything it may have missed', async () => {
    renderLive();
    await settle();
    streams[0]!.end();
    await settle();
    expect(liveReadModelsOpen()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await elapse(FIRST_RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(liveReadModelsOpen()).toBe(true);
    expect(invalidated).toEqual(
      expect.arrayContaining([
        ['licences'],
        ['users'],
        ['admin-payments'],
        ['finance'],
        ['tickets'],
        ['audit'],
      ]),
    );

    invalidated = [];
    streams[1]!.send(change('users'));
    // Within a second of refreshing everything: once that second is over.
    await elapse(1_000);
    expect(invalidated).toEqual([['users'], ['licences']]);
  });

  it('waits longer after each failed attempt', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLive();
    await settle();
    await elapse(FIRST_RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await elapse(FIRST_RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await elapse(FIRST_RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up when the server refuses the session', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 403 }));
    renderLive();
    await settle();
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when the console is left', async () => {
    const { unmount } = renderLive();
    await settle();
    const signal = (fetchMock.mock.calls[0] as [string, RequestInit])[1].signal!;
    unmount();
    await settle();
    expect(signal.aborted).toBe(true);
    expect(liveReadModelsOpen()).toBe(false);
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('changedReadModels', () => {
  it('reads change events and nothing else', () => {
    expect(changedReadModels('event: change\ndata: {"readModels":["orders"]}')).toEqual(['orders']);
    expect(changedReadModels(': heartbeat')).toBeUndefined();
    expect(changedReadModels('event: change\ndata: not json')).toBeUndefined();
  });
});
