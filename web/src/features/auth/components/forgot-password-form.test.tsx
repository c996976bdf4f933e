// The forgot-password page (spec §2, §8): the confirmation screen, 'Try a different email', and failures.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const FORGOT = 'POST /api/users/forgot-password';
const SENT = 'If an account with that email exists, a password reset link has been sent.';
const main = () => within(screen.getByRole('main'));

async function openForgot(handler?: Handler) {
  const fetchMock = mockApi(handler ? { [FORGOT]: handler } : {});
  const app = renderApp(['/forgot-password']);
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return { ...app, fetchMock };
}

async function request(app: Awaited<ReturnType<typeof openForgot>>, email: string) {
  if (email) await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password page', () => {
  it('confirms with the server message; "Try a different email" returns to an empty form', async () => {
    const app = await openForgot({ status: 200, body: { success: true, message: SENT } });

    await request(app, 'trader@example.com');

    expect(await main().findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(requestsTo(app.fetchMock, FORGOT)).toEqual([{ email: 'trader@example.com' }]);

    await app.user.click(main().getByRole('button', { name: 'Try a different email' }));

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(main().queryByRole('status')).not.toBeInTheDocument();
    await request(app, 'other@example.com');
    expect(await main().findByRole('status')).toHaveTextContent(SENT);
    expect(requestsTo(app.fetchMock, FORGOT)).toEqual([
      { email: 'trader@example.com' },
      { email: 'other@example.com' },
    ]);
  });

  it('asks for the address when it is empty, and sends nothing', async () => {
    const app = await openForgot();

    await request(app, '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
    expect(app.fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, Handler, string]>([
    [
      'the server error',
      { status: 429, body: { success: false, error: 'Too many requests' } },
      'Too many requests',
    ],
    ['a fallback', { status: 500, body: null }, 'Failed to send password reset email'],
    [
      'the network message',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network error. Please try again.',
    ],
  ])('on failure stays on the form and shows %s', async (_case, handler, message) => {
    const app = await openForgot(handler);

    await request(app, 'trader@example.com');

    expect(await main().findByRole('alert')).toHaveTextContent(message);
    expect(main().getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText('Email')).toHaveValue('trader@example.com');
  });
});
