// Reads GET /api/admin/changes over real HTTP with a bearer token, as the web app does, keeping every
// `event: change` received so far. One connection per stream (node:http without an agent): a pooling
// client may open spare connections after an abort, which would hold up the server's close.
import { request } from 'node:http';

export interface ChangeStreamReader {
  status: number;
  /** The parsed `data` of each change event, in order. */
  changes: { readModels: string[] }[];
  /** Everything the body has carried so far. */
  text(): string;
  /** Settles when the body ends: true for a clean end, false when the connection broke. */
  ended: Promise<boolean>;
  abort(): void;
}

export function openChangeStream(base: string, token: string | undefined): Promise<ChangeStreamReader> {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const outgoing = request(`${base}/api/admin/changes`, { headers, agent: false }, (response) => {
      const changes: { readModels: string[] }[] = [];
      let received = '';
      let pending = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        pending += chunk;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
          if (data) changes.push(JSON.parse(data));
        }
      });
      const ended = new Promise<boolean>((settle) => {
        response.once('end', () => settle(true));
        response.on('error', () => settle(false));
        response.once('aborted', () => settle(false));
      });
      resolve({
        status: response.statusCode ?? 0,
        changes,
        text: () => received,
        ended,
        abort: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
