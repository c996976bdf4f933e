// The dashboard's reminder emails checkbox: checked as the server holds it, disabled until read and while a
// change is on its way, the change sent and announced, a refused change undone with the server's words,
// and an unreadable setting told in one line without holding up the dashboard.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { historyReply, meWith } from '../../../testing/trader-fixtures';

const READ = 'GET /api/users/me/email-preferences';
const CHANGE = 'PUT /api/users/me/email-preferences';
const LABEL = 'Email me before my licenses expire and when a new robot version is out';

const preferences = (licenceReminders: boolean) => ({
  status: 200,
  body: { success: true, licenceReminders },
});

async function openDashboard(handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = mockApi({
    'GET /api/users/me': meWith([]),
    'GET /api/payments/history': historyReply([]),
    ...handlers,
  });
  const app = renderApp(['/dashboard']);
  const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
  return { ...app, fetchMock, actions };
}

describe('reminder emails setting', () => {
  it('sits under the quick actions, disabled until the setting is read, then checked as the server holds it', async () => {
    const read = deferredReply();
    const { actions } = await openDashboard({ [READ]: read.handler });
    const box = actions.getByRole('checkbox', { name: LABEL });
    expect(box).toBeDisabled();

    read.release(preferences(true));

    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('sends the change, disabled while it is on its way, then says the reminders are off', async () => {
    const change = deferredReply();
    const { actions, fetchMock, user } = await openDashboard({
      [READ]: preferences(true),
      [CHANGE]: change.handler,
    });
    const box = await actions.findByRole('checkbox', { name: LABEL, checked: true });
    await waitFor(() => expect(box).toBeEnabled());

    await user.click(box);

    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(requestsTo(fetchMock, CHANGE)).toEqual([{ licenceReminders: false }]);

    change.release(preferences(false));

    await waitFor(() => expect(actions.getByRole('status')).toHaveTextContent(/^Reminders off$/));
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
  });

  it('turns the reminders back on and says so', async () => {
    const { actions, fetchMock, user } = await openDashboard({
      [READ]: preferences(false),
      [CHANGE]: ({ body }) => preferences((body as { licenceReminders: boolean }).licenceReminders),
    });
    const box = await actions.findByRole('checkbox', { name: LABEL, checked: false });
    await waitFor(() => expect(box).toBeEnabled());

    await user.click(box);

    await waitFor(() => expect(actions.getByRole('status')).toHaveTextContent(/^Reminders on$/));
    expect(requestsTo(fetchMock, CHANGE)).toEqual([{ licenceReminders: true }]);
    expect(box).toBeChecked();
  });

  it.each([
    [
      "the server's error",
      { status: 400, body: { success: false, error: 'Not allowed now' } },
      'Not allowed now',
    ],
    [
      "'Failed to update email preferences' when the server gives no reason",
      { status: 502, body: null },
      'Failed to update email preferences',
    ],
  ])('puts the box back when the change is refused, with %s', async (_, reply, message) => {
    const { actions, fetchMock, user } = await openDashboard({ [READ]: preferences(false), [CHANGE]: reply });
    const box = await actions.findByRole('checkbox', { name: LABEL, checked: false });
    await waitFor(() => expect(box).toBeEnabled());

    await user.click(box);

    expect(await actions.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    expect(requestsTo(fetchMock, CHANGE)).toEqual([{ licenceReminders: true }]);
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(actions.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says the setting is unavailable when it cannot be read, and the dashboard works on', async () => {
    const { actions } = await openDashboard({
      [READ]: { status: 500, body: { success: false, error: 'Read model unavailable' } },
    });

    expect(
      await actions.findByText('Email preferences are unavailable right now', {}, { timeout: 5_000 }),
    ).toHaveClass('muted');
    expect(actions.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Log Out' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Purchase Your First License' })).toBeInTheDocument();
  });
});
