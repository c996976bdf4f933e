// The two checks every console section's Export CSV gets: the server's file for the view in the address
// (its filters, search and sort as the export call's parameters), saved under the server's name; and a
// refused export told, nothing saved. Each section's test file names its address, call and parameters.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureExport } from './capture-export';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';
import { ADMIN_SESSION } from './sessions';

export interface ConsoleExportCase {
  /** The section as the describe block names it, e.g. 'Discounts'. */
  section: string;
  /** The first test's title: what the server streams for the view. */
  downloads: string;
  /** The section's address, and the same with the view's filters, search and sort. */
  address: string;
  viewAddress: string;
  /** The export call below /api, e.g. '/discounts/export.csv'. */
  path: string;
  fileName: string;
  csv: string;
  /** The export call's parameters the view must send. */
  params: Record<string, string>;
}

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

export function describeConsoleExport(view: ConsoleExportCase) {
  describe(`${view.section} export`, () => {
    it(view.downloads, async () => {
      const { user } = openSection(view.viewAddress);
      const exported = captureExport(view.path, { fileName: view.fileName, csv: view.csv });

      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(exported.names()).toEqual([view.fileName]));
      expect(exported.urls).toHaveLength(1);
      expect(exported.urls[0]?.startsWith(`/api${view.path}?`)).toBe(true);
      expect(paramsOf(exported.urls[0])).toEqual(view.params);
      expect(await exported.downloads[0]?.blob.text()).toBe(view.csv);
    });

    it('tells an export the server refused, and downloads nothing', async () => {
      const { user } = openSection(view.address);
      const exported = captureExport(view.path, {
        status: 403,
        body: { success: false, error: 'Admin access required' },
      });

      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      expect(await screen.findByText('Admin access required')).toBeInTheDocument();
      expect(exported.names()).toEqual([]);
    });
  });
}
