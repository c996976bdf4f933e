// The Discounts section's Export CSV in the console's page header: the server's file for the view in the
// address (status, search, sort), saved under the server's name; a refused export told, nothing saved.
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

describe('Discounts export', () => {
  it('downloads the filtered, sorted codes the server streams for the view, under its file name', async () => {
    const { user } = openSection('/admin/discounts?status=expired&q=spring&sort=code&order=desc');
    const csv = 'Code,Description\r\nSPRING,Spring sale\r\n';
    const exported = captureExport('/discounts/export.csv', { fileName: 'discounts-2026-03-05.csv', csv });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(exported.names()).toEqual(['discounts-2026-03-05.csv']));
    expect(exported.urls).toHaveLength(1);
    expect(exported.urls[0]?.startsWith('/api/discounts/export.csv?')).toBe(true);
    expect(paramsOf(exported.urls[0])).toEqual({
      status: 'expired',
      q: 'spring',
      sort: 'code',
      order: 'desc',
    });
    expect(await exported.downloads[0]?.blob.text()).toBe(csv);
  });

  it('tells an export the server refused, and downloads nothing', async () => {
    const { user } = openSection('/admin/discounts');
    const exported = captureExport('/discounts/export.csv', {
      status: 403,
      body: { success: false, error: 'Admin access required' },
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    expect(exported.names()).toEqual([]);
  });
});
