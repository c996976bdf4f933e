// The Support Tickets section's Export CSV in the console's page header: the server's file for the view in the
// address (status, category, priority, search, sort), saved under the server's name; a refused export told, nothing saved.
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

describe('Support Tickets export', () => {
  it('downloads the filtered, searched, sorted tickets the server streams for the view, under its file name', async () => {
    const { user } = openSection(
      '/admin/tickets?status=open&category=technical&priority=urgent&q=robot&sort=priority&order=desc',
    );
    const csv = 'Ticket,Subject\r\nTKT-000042,Robot stopped\r\n';
    const exported = captureExport('/tickets/export.csv', { fileName: 'tickets-2026-03-05.csv', csv });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['tickets-2026-03-05.csv']));
    expect(exported.urls).toHaveLength(1);
    expect(exported.urls[0]?.startsWith('/api/tickets/export.csv?')).toBe(true);
    expect(paramsOf(exported.urls[0])).toEqual({
      status: 'open',
      category: 'technical',
      priority: 'urgent',
      q: 'robot',
      sort: 'priority',
      order: 'desc',
    });
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('tells an export the server refused, and downloads nothing', async () => {
    const { user } = openSection('/admin/tickets');
    const exported = captureExport('/tickets/export.csv', {
      status: 403,
      body: { success: false, error: 'Admin access required' },
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    expect(exported.names()).toEqual([]);
  });
});
