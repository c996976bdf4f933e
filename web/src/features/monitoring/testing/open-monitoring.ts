// Opens the admin console's EA Monitoring section over a mocked API, for the section's tests: two licences
// (one robot online, one never heard from), the online summary and the first licence's details; and
// the queries that read the section (its list, a licence's detail panels and their tables).
import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { settle } from '../../../testing/fake-time';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';
import { aDeal, aMonitoringLicence, anAccountStatus, aPosition, CALLS, replies } from './monitoring-fixtures';

export const ONLINE = aMonitoringLicence();
export const OFFLINE = aMonitoringLicence({
  _id: '5b0c2f4e-1a3d-4e6f-8a9b-0c1d2e3f4a02',
  licenseKey: 'ROBOT-DDDDD-EEEEE-FFFFF',
  accountNumber: 87654321,
  userId: { _id: 'u2', username: 'trader2', email: 'trader2@example.com' },
  isOnline: false,
  lastSeen: null,
  eaVersion: null,
});

export const panel = () => within(screen.getByRole('tabpanel', { name: 'EA Monitoring' }));
export const rowOf = (accountNumber: number) =>
  within(
    panel()
      .getByRole('rowheader', { name: String(accountNumber) })
      .closest('tr')!,
  );
export const cellsOf = (accountNumber: number) =>
  rowOf(accountNumber)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
export const rowHeaders = () =>
  panel()
    .queryAllByRole('rowheader')
    .map((header) => header.textContent);
export const detail = () => within(panel().getByRole('region', { name: 'Account 12345678' }));
export const section = (name: string) => within(detail().getByRole('region', { name }));
export const figureOf = (region: ReturnType<typeof section>, label: string) =>
  region.getByText(label, { selector: 'dt' }).nextElementSibling;
export const tableRows = (region: ReturnType<typeof section>) =>
  region
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader').concat(within(row).getAllByRole('cell')))
    .map((cells) => cells.map((cell) => cell.textContent));

const DEFAULT_HANDLERS: Record<string, Handler> = {
  [CALLS.accounts]: replies.accounts([
    anAccountStatus(),
    anAccountStatus({ licenseId: 'b', isOnline: true }),
    anAccountStatus({ licenseId: 'c', isOnline: false, status: 'offline', lastSeen: null }),
  ]),
  [CALLS.licences()]: replies.licences([ONLINE, OFFLINE]),
  [CALLS.metrics]: replies.metrics(),
  [CALLS.heartbeat]: replies.heartbeat(),
  [CALLS.equity()]: replies.equity(),
  [CALLS.performance()]: replies.performance(),
  [CALLS.positions()]: replies.positions([aPosition()]),
  [CALLS.deals()]: replies.deals([aDeal()]),
};

/** /admin as an admin, on the EA Monitoring tab; with `fakeClock` the tab opens on a faked clock. */
export async function openMonitoring(handlers: Record<string, Handler> = {}, { fakeClock = false } = {}) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
    ...DEFAULT_HANDLERS,
    ...handlers,
  });
  const app = renderApp(['/admin']);
  const tab = await screen.findByRole('tab', { name: 'EA Monitoring' });
  if (fakeClock) {
    vi.useFakeTimers();
    fireEvent.click(tab);
    await settle();
  } else {
    await app.user.click(tab);
  }
  return { ...app, fetchMock, calls: (key: string) => requestsTo(fetchMock, key).length };
}

export async function openDetail(handlers: Record<string, Handler> = {}) {
  const app = await openMonitoring(handlers);
  await app.user.click(await panel().findByRole('button', { name: 'View 12345678' }));
  return app;
}
