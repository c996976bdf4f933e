// The public installation guide: its numbered steps under headings, the shop's own address to allow in
// MetaTrader 5 with a copy button, and what to do for each answer of the robot's licence check.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('/guide/installation', () => {
  it('walks through installing the robot, with the address to allow and the licence check answers', async () => {
    mockApi({});
    const { user } = renderApp(['/guide/installation']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Installation Guide' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '1. Download the robot',
      '2. Copy it into MetaTrader 5',
      '3. Allow the robot to trade and to check its license',
      '4. Attach it to a chart with your license key',
      'What the license check says',
      'Updates',
    ]);
    expect(screen.getByText(/File › Open Data Folder/)).toBeInTheDocument();

    const allow = within(screen.getByRole('region', { name: /3\. Allow the robot/ }));
    expect(allow.getByText(window.location.origin)).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(allow.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(window.location.origin);

    const answers = within(screen.getByRole('table'));
    const rows = answers.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Valid',
      'UNKNOWN_KEY',
      'OTHER_ACCOUNT',
      'EXPIRED',
      'REVOKED',
    ]);
    expect(rows[2]).toHaveTextContent('This license is bound to another account number');
    expect(rows[2]).toHaveTextContent(/Change the account number on your license in the dashboard/);
    expect(rows[4]).toHaveTextContent('Contact support.');
    expect(screen.getAllByRole('link', { name: 'Downloads' })[0]).toHaveAttribute('href', '/downloads');
  });
});
