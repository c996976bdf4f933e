// One client's text/event-stream of read-model changes: an `event: change` per gathered notice, a comment
// line now and then so proxies keep the connection open, and its subscription dropped when it closes.
import { PassThrough } from 'node:stream';
import type { ReadModelChanges } from './read-model-changes.js';

export interface ChangeStreamOptions {
  changes: Pick<ReadModelChanges, 'subscribe'>;
  heartbeatMs: number;
  /** Called once, however the stream ends (the client left, the app closes, a stalled reader). */
  onClose(): void;
}

/** A reader that takes nothing for this long is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export function changeEvent(readModels: readonly string[]): string {
  return `event: change\ndata: ${JSON.stringify({ readModels })}\n\n`;
}

export function openChangeStream({ changes, heartbeatMs, onClose }: ChangeStreamOptions): PassThrough {
  const stream = new PassThrough();
  const send = (text: string) => {
    if (stream.destroyed || stream.writableEnded) return;
    if (stream.readableLength + stream.writableLength > MAX_BUFFERED_BYTES) {
      stream.destroy();
      return;
    }
    stream.write(text);
  };
  const unsubscribe = changes.subscribe((readModels) => send(changeEvent(readModels)));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
  stream.once('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    onClose();
  });
  // Opens the body at once, so the client knows the stream is up before any change comes.
  send(': listening for read-model changes\n\n');
  return stream;
}
