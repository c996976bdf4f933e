// Stands in for the command API's GET /api/users/me; any other call gets a 404, as from an unbuilt endpoint.
import { vi } from 'vitest';

type Reply = { status: number; body: unknown };

export function mockCurrentUser(reply: Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) !== '/api/users/me') return new Response(null, { status: 404 });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
