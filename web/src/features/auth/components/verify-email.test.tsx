// The email verification page (spec §4 Email verify page, §8 Verification): verifying, success and the
// move to /login after 3 seconds, the error states, and one request per token even under StrictMode.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { elapse, settle } from '../../../testing/fake-time';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const VERIFY = 'POST /api/users/verify-email';
const VERIFIED = 'Email verified successfully! You can now log in.';
const main = () => within(screen.getByRole('main'));

async function openVerify(path: string, handler?: Handler) {
  const fetchMock = mockApi(handler ? { [VERIFY]: handler } : {});
  const app = renderApp([path], undefined, { strictMode: true });
  await screen.findByRole('heading', { level: 1, name: 'Email Verification' });
  return { ...app, fetchMock };
}

describe('email verification page', () => {
  it('verifies the token once, even under StrictMode, then goes to /login after 3 seconds', async () => {
    const verify = deferredReply();
    const { fetchMock, router } = await openVerify('/verify-email?token=one-time-abc', verify.handler);
    expect(main().getByRole('status')).toHaveTextContent('Verifying your email...');
    await waitFor(() => expect(requestsTo(fetchMock, VERIFY)).toHaveLength(1));

    vi.useFakeTimers();
    verify.release({ status: 200, body: { success: true, message: VERIFIED } });
    await settle();

    expect(main().getByRole('status')).toHaveTextContent(VERIFIED);
    await elapse(2_999);
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.navigation.state).toBe('idle');
    await elapse(1);
    // The navigation has started; the login page's code may still be on its way.
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      // As long as Testing Library waits (setup-tests.ts): on a busy machine the page's first load takes seconds.
      timeout: 5_000,
    });
    expect(requestsTo(fetchMock, VERIFY)).toEqual([{ token: 'one-time-abc' }]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it("shows the server's error with ways to resend or go back to login, and stays", async () => {
    const { router } = await openVerify('/verify-email?token=used', {
      status: 400,
      body: {
        success: false,
        error: 'Invalid or expired verification link',
        code: 'INVALID_VERIFICATION_TOKEN',
      },
    });

    expect(await main().findByRole('alert')).toHaveTextContent(/^Invalid or expired verification link$/);
    expect(main().getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    expect(main().getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it("says 'Verification failed' when the server gives no reason", async () => {
    await openVerify('/verify-email?token=abc', { status: 500, body: null });

    expect(await main().findByRole('alert')).toHaveTextContent(/^Verification failed$/);
  });

  it("says 'Network error. Please try again.' when the call gets no answer", async () => {
    await openVerify('/verify-email?token=abc', () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await main().findByRole('alert')).toHaveTextContent(/^Network error\. Please try again\.$/);
  });

  it("says 'Invalid verification link' without a token, and calls nothing", async () => {
    const { fetchMock } = await openVerify('/verify-email');

    expect(main().getByRole('alert')).toHaveTextContent(/^Invalid verification link$/);
    expect(main().getByRole('link', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
