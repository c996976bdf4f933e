// One change stream without a server: notices become `event: change` blocks, a comment keeps it open every
// heartbeat, and closing it drops the subscription and says so once.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { changeEvent, openChangeStream } from './change-stream.js';
import type { ChangeSubscriber } from './read-model-changes.js';

let subscribers: Set<ChangeSubscriber>;
const changes = {
  subscribe(subscriber: ChangeSubscriber) {
    subscribers.add(subscriber);
    return () => subscribers.delete(subscriber);
  },
};

beforeEach(() => {
  subscribers = new Set();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function readText(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
  });
  return () => text;
}

it('writes each notice as an event, and a heartbeat comment when nothing else is said', async () => {
  const onClose = vi.fn();
  const stream = openChangeStream({ changes, heartbeatMs: 25_000, onClose });
  const text = readText(stream);
  for (const subscriber of subscribers) subscriber(['discounts', 'licences']);
  await vi.advanceTimersByTimeAsync(25_000);
  expect(text()).toBe(
    ': listening for read-model changes\n\n' +
      'event: change\ndata: {"readModels":["discounts","licences"]}\n\n' +
      ': heartbeat\n\n',
  );
  expect(changeEvent(['users'])).toBe('event: change\ndata: {"readModels":["users"]}\n\n');
});

it('unsubscribes and reports its end once when the client goes away', async () => {
  const onClose = vi.fn();
  const stream = openChangeStream({ changes, heartbeatMs: 25_000, onClose });
  readText(stream);
  expect(subscribers.size).toBe(1);
  stream.destroy();
  await vi.advanceTimersByTimeAsync(0);
  expect(subscribers.size).toBe(0);
  expect(onClose).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(50_000);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('drops a reader that has stopped taking what it is sent', async () => {
  const stream = openChangeStream({ changes, heartbeatMs: 1_000, onClose: () => {} });
  const names = Array.from({ length: 200 }, (_, index) => `read-model-${index}`);
  for (let i = 0; i < 40 && !stream.destroyed; i += 1) {
    for (const subscriber of subscribers) subscriber(names);
  }
  expect(stream.destroyed).toBe(true);
});
