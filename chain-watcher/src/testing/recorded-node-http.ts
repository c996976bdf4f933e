// How the recorded TRON node reads requests and writes answers over HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  contentType: string;
}

export const json = (value: unknown, status = 200): Answer => ({
  status,
  body: JSON.stringify(value),
  contentType: 'application/json; charset=utf-8',
});

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The `value` a java-tron query names, from a JSON body or the query string. */
export function requestedValue(url: URL, body: string): string | undefined {
  if (body.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(body);
      const value = (parsed as { value?: unknown } | null)?.value;
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    } catch {
      return undefined;
    }
  }
  return url.searchParams.get('value')?.toLowerCase();
}

export function send(response: ServerResponse, { status, body, contentType }: Answer): void {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
