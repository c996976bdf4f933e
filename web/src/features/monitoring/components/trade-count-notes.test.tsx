// Why Total Trades and the deals' total differ: the metrics count closed trades only, the deals list also
// holds balance operations; both panels say so.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { mockApi } from '../../../testing/mock-api';
import { MONITORING_MESSAGES } from '../messages';
import { aDeal, aPagination, CALLS, LICENCE_ID, replies } from '../testing/monitoring-fixtures';
import { DealsPanel } from './deals-panel';
import { MetricsPanel } from './metrics-panel';

function renderPanels() {
  localStorage.setItem('token', 'admin-token');
  mockApi({
    [CALLS.metrics]: replies.metrics(),
    [CALLS.deals()]: replies.deals(
      [aDeal()],
      aPagination({ current: 1, pages: 27, total: 268, hasNext: true }),
    ),
  });
  render(
    <AppProvider>
      <MetricsPanel licenceId={LICENCE_ID} />
      <DealsPanel licenceId={LICENCE_ID} />
    </AppProvider>,
  );
}

describe('trade and deal counts', () => {
  it('says under the metrics that Total Trades counts closed trades and the deals list also balance operations', async () => {
    renderPanels();
    const metrics = within(screen.getByRole('region', { name: 'Metrics' }));

    await metrics.findByText('Total Trades');
    expect(metrics.getByText(MONITORING_MESSAGES.tradesCountNote)).toBeInTheDocument();
    expect(MONITORING_MESSAGES.tradesCountNote).toMatch(/closed trades \(buy and sell deals\)/);
    expect(MONITORING_MESSAGES.tradesCountNote).toMatch(/balance operations \(deposits and withdrawals\)/);
  });

  it('says what the deals list holds above its pages', async () => {
    renderPanels();
    const deals = within(screen.getByRole('region', { name: 'Deals' }));

    await deals.findByRole('table');
    expect(deals.getByText(MONITORING_MESSAGES.dealsNote)).toBeInTheDocument();
    expect(deals.getByText('Page 1 of 27 (268 total)')).toBeInTheDocument();
  });
});
