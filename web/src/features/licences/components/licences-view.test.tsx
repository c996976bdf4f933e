// The Licenses section's view in the address: links land filtered (the Overview's ?expiring=7 and
// ?status=active), the filters and the search (once typing settles) ask the server, and pages turn.
import type { LicenceView } from '@shop/command-api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Handler, mockApi, requestsTo } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { ADMIN_SESSION, aLicence } from '../../../testing/trader-fixtures';

const SOON = aLicence({ _id: 'aaaaaaaa-0000-4000-8000-00000000000a', licenseKey: 'SOONA-SOONA-SOONA-SOONA' });
const LATER = aLicence({
  _id: 'bbbbbbbb-0000-4000-8000-00000000000b',
  licenseKey: 'LATER-LATER-LATER-LATER',
});
const list = (query: string) => `GET /api/licenses?${query}${query ? '&' : ''}page=1&limit=25`;
const reply = (licenses: LicenceView[], pages = { current: 1, pages: 1 }): Handler => ({
  status: 200,
  body: {
    success: true,
    licenses,
    pagination: {
      ...pages,
      total: licenses.length + (pages.pages - 1) * 25,
      hasNext: pages.current < pages.pages,
      hasPrev: pages.current > 1,
    },
  },
});
const panel = () => within(screen.getByRole('tabpanel', { name: 'Licenses' }));
const rowKeys = () =>
  panel()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

function openLicences(address: string, handlers: Record<string, Handler>) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = mockApi({ 'GET /api/users/me': { status: 200, body: ADMIN_SESSION }, ...handlers });
  return { ...renderApp([address]), fetchMock };
}

describe('licenses view in the address', () => {
  it.each([
    ['/admin/licenses?expiring=7', 'expiring=7', 'Expiring', 'Within 7 days'],
    ['/admin/licenses?status=active', 'status=active', 'Status', 'Active'],
  ])('opens %s filtered', async (address, query, filter, shown) => {
    const { fetchMock } = openLicences(address, { [list(query)]: reply([SOON]) });

    await waitFor(() => expect(rowKeys()).toEqual([SOON.licenseKey]));
    expect(requestsTo(fetchMock, list(''))).toEqual([]);
    const select = panel().getByLabelText(filter) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe(shown);
  });

  it('filters by status and ending soon, then searches once typing settles, from the first page', async () => {
    const { user, router, fetchMock } = openLicences('/admin/licenses?page=2', {
      [list('').replace('page=1', 'page=2')]: reply([LATER], { current: 2, pages: 2 }),
      [list('status=active')]: reply([SOON, LATER]),
      [list('status=active&expiring=30')]: reply([SOON, LATER]),
      [list('status=active&expiring=30&q=soon')]: reply([SOON]),
    });
    await waitFor(() => expect(rowKeys()).toEqual([LATER.licenseKey]));

    await user.selectOptions(panel().getByLabelText('Status'), 'Active');
    await waitFor(() => expect(rowKeys()).toEqual([SOON.licenseKey, LATER.licenseKey]));
    await user.selectOptions(panel().getByLabelText('Expiring'), 'Within 30 days');
    await user.type(panel().getByLabelText('Search'), 'soon');

    await waitFor(() => expect(rowKeys()).toEqual([SOON.licenseKey]));
    expect(router.state.location.search).toBe('?status=active&expiring=30&q=soon');
    // One search once typing stopped, not one per key.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=s'))).toHaveLength(1);
  });

  it('turns pages with the total, keeping the filters', async () => {
    const { user, router } = openLicences('/admin/licenses?status=expired', {
      [list('status=expired')]: reply([SOON], { current: 1, pages: 2 }),
      'GET /api/licenses?status=expired&page=2&limit=25': reply([LATER], { current: 2, pages: 2 }),
    });
    await waitFor(() => expect(rowKeys()).toEqual([SOON.licenseKey]));
    expect(panel().getByText('26 total')).toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(rowKeys()).toEqual([LATER.licenseKey]));
    expect(router.state.location.search).toBe('?status=expired&page=2');
    expect(panel().getByText('Page 2 of 2 (26 total)')).toBeInTheDocument();
  });

  it('says when no licence matches the filters', async () => {
    openLicences('/admin/licenses?status=revoked', { [list('status=revoked')]: reply([]) });

    expect(await screen.findByText('No licenses match these filters')).toBeInTheDocument();
    expect(panel().queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the row actions in a column that stays in view, and hides columns by priority', async () => {
    openLicences('/admin/licenses', { [list('')]: reply([SOON]) });
    await waitFor(() => expect(rowKeys()).toEqual([SOON.licenseKey]));

    expect(panel().getByRole('columnheader', { name: 'Actions' })).toHaveClass('data-table__actions--sticky');
    const actions = panel()
      .getByRole('button', { name: /^More actions/ })
      .closest('td');
    expect(actions).toHaveClass('data-table__actions--sticky');
    expect(panel().getByRole('columnheader', { name: 'Email' })).toHaveClass('data-table__col--p3');
    expect(panel().getByRole('columnheader', { name: 'Expires' })).toHaveClass('data-table__col--p2');
    expect(panel().getByRole('columnheader', { name: 'User' })).not.toHaveClass(/data-table__col/);
  });
});
