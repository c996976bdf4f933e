// Stands in for the command API: each handled call is keyed 'METHOD /path'; any other call gets a 404, as
// from an unbuilt endpoint.
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };
/** A fixed reply, or one computed from the request; throwing stands for a call that never got an answer. */
export type Handler = Reply | ((request: { body: unknown; headers: Headers }) => Reply | Promise<Reply>);

export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const reply =
      typeof handler === 'function'
        ? await handler({ body: parseBody(init?.body), headers: new Headers(init?.headers) })
        : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** GET /api/users/me alone: the session's user. */
export function mockCurrentUser(reply: Reply) {
  return mockApi({ 'GET /api/users/me': reply });
}

/** The JSON bodies sent to one endpoint, in order. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => parseBody(init?.body));
}

/** A reply held back until the test lets it go, to look at the page while a call is in flight. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
