// The unsubscribe page: opening the link changes nothing, the button stops the reminders with the
// link's token, Resubscribe turns them back on, and a refused link says so.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { mockApi, requestsTo } from '../../../testing/mock-api';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = '0b6f4a3e-1d2c-4b5a-9e8f-7a6b5c4d3e2f.signature_part';
const STOP = `POST /api/email/unsubscribe?token=${encodeURIComponent(TOKEN)}`;
const RESUME = 'POST /api/email/resubscribe';
const STOPPED = 'You will no longer receive licence reminder emails.';
const RESUMED = 'You will receive licence reminder emails again.';

function openPage(path: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', Component: UnsubscribePage }], {
    initialEntries: [path],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('unsubscribe page', () => {
  it('asks first, stops the reminders on the button, and resubscribes with the same token', async () => {
    const fetchMock = mockApi({
      [STOP]: { status: 200, body: { success: true, message: STOPPED } },
      [RESUME]: { status: 200, body: { success: true, message: RESUMED } },
    });
    const user = openPage(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    expect(await screen.findByText('Stop licence reminder and new-version emails?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stop reminder emails' }));
    expect(await screen.findByText(STOPPED)).toBeInTheDocument();
    expect(requestsTo(fetchMock, STOP)).toHaveLength(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText(RESUMED)).toBeInTheDocument();
    expect(requestsTo(fetchMock, RESUME)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('button', { name: 'Stop reminder emails' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a bad link", async () => {
    mockApi({
      [STOP]: {
        status: 400,
        body: {
          success: false,
          error: 'This unsubscribe link is invalid.',
          code: 'INVALID_UNSUBSCRIBE_LINK',
        },
      },
    });
    const user = openPage(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    await user.click(await screen.findByRole('button', { name: 'Stop reminder emails' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This unsubscribe link is invalid.')).toBeInTheDocument();
  });

  it('says the link is invalid without a token, and calls nothing', async () => {
    const fetchMock = mockApi({});
    openPage('/unsubscribe');

    expect(await screen.findByText('This unsubscribe link is invalid.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
