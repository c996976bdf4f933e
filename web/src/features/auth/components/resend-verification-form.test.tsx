// The resend page (spec §4 Resend page, §5 Resend, §8): empty and malformed addresses, loading, the
// server's confirmation, and each failure message.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const RESEND = 'POST /api/users/resend-verification';
const SENT =
  'If an account with that email exists and is not yet verified, a new verification email has been sent.';
const main = () => within(screen.getByRole('main'));

async function openResend(handler?: Handler) {
  const fetchMock = mockApi(handler ? { [RESEND]: handler } : {});
  const app = renderApp(['/resend-verification']);
  await screen.findByRole('heading', { level: 1, name: 'Resend Verification Email' });
  return { ...app, fetchMock };
}

async function send(app: Awaited<ReturnType<typeof openResend>>, email: string) {
  if (email) await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.click(screen.getByRole('button', { name: 'Send Verification Email' }));
}

describe('resend verification page', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['trader@', 'Please enter a valid email address'],
  ])('refuses %j with %j and sends nothing', async (email, message) => {
    const app = await openResend();

    await send(app, email);

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(main().getByRole('alert')).toHaveTextContent(message);
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address, shows 'Sending...' meanwhile, then the server's message", async () => {
    const reply = deferredReply();
    const app = await openResend(reply.handler);

    await send(app, 'trader@example.com');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.release({ status: 200, body: { success: true, message: SENT } });
    expect(await main().findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
    expect(requestsTo(app.fetchMock, RESEND)).toEqual([{ email: 'trader@example.com' }]);
  });

  it.each<[string, Handler, string]>([
    [
      'the server error',
      { status: 429, body: { success: false, error: 'Too many requests' } },
      'Too many requests',
    ],
    ['a fallback', { status: 500, body: null }, 'Failed to send verification email'],
    [
      'the network message',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please try again.',
    ],
  ])('on failure shows %s', async (_case, handler, message) => {
    const app = await openResend(handler);

    await send(app, 'trader@example.com');

    expect(await main().findByRole('alert')).toHaveTextContent(message);
    expect(main().getByRole('alert').textContent).toBe(message);
    expect(main().queryByRole('status')).not.toBeInTheDocument();
  });
});
