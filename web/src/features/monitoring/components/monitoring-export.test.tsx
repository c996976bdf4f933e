// The EA Monitoring section's Export CSV in the console's page header: the server's file for the view in the
// address (online or offline, search, sort), saved under the server's name; a refused export told, nothing saved.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureExport } from '../../../testing/capture-export';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION } from '../../../testing/sessions';

function openSection(address: string) {
  localStorage.setItem('token', 'admin-token');
  mockApi({
    'GET /api/users/me': { status: 200, body: ADMIN_SESSION },
    'GET /api/users': { status: 200, body: { success: true, users: [] } },
  });
  return renderApp([address]);
}

const paramsOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://shop.test').searchParams);

describe('EA Monitoring export', () => {
  it('downloads the searched, filtered, sorted licences the server streams for the view, under its file name', async () => {
    const { user } = openSection('/admin/monitoring?status=offline&q=trader&sort=lastSeen&order=desc');
    const csv = 'License Key,Account Number\r\nROBOT-AAAAA-BBBBB-CCCCC,12345678\r\n';
    const exported = captureExport('/monitoring/licenses/export.csv', {
      fileName: 'monitoring-2026-03-05.csv',
      csv,
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['monitoring-2026-03-05.csv']));
    expect(exported.urls).toHaveLength(1);
    expect(exported.urls[0]?.startsWith('/api/monitoring/licenses/export.csv?')).toBe(true);
    expect(paramsOf(exported.urls[0])).toEqual({
      status: 'offline',
      search: 'trader',
      sort: 'lastSeen',
      order: 'desc',
    });
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('tells an export the server refused, and downloads nothing', async () => {
    const { user } = openSection('/admin/monitoring');
    const exported = captureExport('/monitoring/licenses/export.csv', {
      status: 403,
      body: { success: false, error: 'Admin access required' },
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    expect(exported.names()).toEqual([]);
  });
});
