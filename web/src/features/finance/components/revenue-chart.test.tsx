// The revenue chart's uPlot wrapper: gross, refunds and net drawn into a container labelled with what the
// chart shows, and the chart destroyed when it goes.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRevenueRow } from '../testing/finance-fixtures';
import { describeRevenue, toRevenueData } from '../utils/revenue-chart';
import RevenueChart from './revenue-chart';

type FakeChart = {
  options: { width: number; height: number; series: Array<{ label?: string }> };
  data: unknown;
  target: HTMLElement;
  destroy: ReturnType<typeof vi.fn>;
};

const charts = vi.hoisted(() => [] as FakeChart[]);

vi.mock('uplot', () => ({
  default: class {
    destroy = vi.fn();
    setSize = vi.fn();
    width: number;
    constructor(
      readonly options: FakeChart['options'],
      readonly data: unknown,
      readonly target: HTMLElement,
    ) {
      this.width = options.width;
      charts.push(this as unknown as FakeChart);
    }
  },
}));

const POINTS = [aRevenueRow('2026-03-05'), aRevenueRow('2026-03-06', { refundsCents: 4900, netCents: 0 })];

describe('RevenueChart', () => {
  it('draws gross, refunds and net into its labelled container, and cleans up when it goes', () => {
    charts.length = 0;
    const { unmount } = render(<RevenueChart points={POINTS} period="day" />);

    const container = screen.getByRole('img', { name: describeRevenue(POINTS, 'day') });
    expect(charts).toHaveLength(1);
    expect(charts[0]?.target).toBe(container);
    expect(charts[0]?.options.width).toBe(600);
    expect(charts[0]?.options.height).toBe(260);
    expect(charts[0]?.options.series.map((series) => series.label)).toEqual([
      undefined,
      'Gross',
      'Refunds',
      'Net',
    ]);
    expect(charts[0]?.data).toEqual(toRevenueData(POINTS));

    unmount();
    expect(charts[0]?.destroy).toHaveBeenCalledTimes(1);
  });
});
