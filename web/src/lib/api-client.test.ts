// The fetch wrapper: base path, bearer token from storage, and failures carrying the server's error text.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from './api-client';

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiClient', () => {
  it('calls under /api with the stored token as bearer', async () => {
    localStorage.setItem('token', 'stored-token');
    const fetchMock = replyWith(200, { success: true, licenses: [] });

    await expect(apiClient.get('/licenses')).resolves.toEqual({ success: true, licenses: [] });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/licenses');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer stored-token',
    );
  });

  it('sends no Authorization header for an anonymous call', async () => {
    localStorage.setItem('token', 'stored-token');
    const fetchMock = replyWith(200, { message: 'sent' });

    await apiClient.post('/users/forgot-password', { email: 'a@example.com' }, { token: null });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@example.com"}');
  });

  it('sends DELETE with no body, and a token given by the caller in place of the stored one', async () => {
    localStorage.setItem('token', 'stored-token');
    const fetchMock = replyWith(200, { success: true, message: 'Deleted' });

    await expect(apiClient.delete('/discounts/d1', { token: 'given-token' })).resolves.toEqual({
      success: true,
      message: 'Deleted',
    });

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/discounts/d1');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer given-token');
  });

  it('throws an ApiError with the status, the envelope error text and its code', async () => {
    replyWith(409, { success: false, error: 'No changes left', code: 'NO_CHANGES_LEFT' });

    const failure = await apiClient.get('/licenses/1').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'No changes left', code: 'NO_CHANGES_LEFT' });
  });

  it('treats a 2xx answer that says success: false as a failure', async () => {
    replyWith(200, { success: false, error: 'Login failed for a reason', emailVerificationRequired: true });

    const failure = await apiClient.post('/users/login', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, message: 'Login failed for a reason' });
    expect((failure as ApiError).field('emailVerificationRequired')).toBe(true);
  });
});
