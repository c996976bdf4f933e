// The uPlot wrapper: one chart per data set, drawn into the labelled container at its width (600 px until
// laid out), resized with the container, and destroyed when the data changes or the chart goes.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BalanceEquityChart from './balance-equity-chart';
import { describeBalanceEquity, toAlignedData } from './balance-equity-chart-options';

type FakeChart = {
  options: { width: number; height: number; series: Array<{ label?: string }> };
  data: unknown;
  target: HTMLElement;
  width: number;
  destroy: ReturnType<typeof vi.fn>;
  setSize: ReturnType<typeof vi.fn>;
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

const POINTS = [
  { date: '2026-03-01T12:00:00.000Z', balance: 10_000, equity: 10_000 },
  { date: '2026-03-15T12:00:00.000Z', balance: 11_234.5, equity: 11_300.25 },
];

describe('BalanceEquityChart', () => {
  it('draws Balance and Equity into its labelled container', () => {
    charts.length = 0;
    render(<BalanceEquityChart points={POINTS} />);

    const container = screen.getByRole('img', { name: describeBalanceEquity(POINTS) });
    expect(charts).toHaveLength(1);
    expect(charts[0]?.target).toBe(container);
    expect(charts[0]?.options.width).toBe(600);
    expect(charts[0]?.options.height).toBe(300);
    expect(charts[0]?.options.series.map((series) => series.label)).toEqual([undefined, 'Balance', 'Equity']);
    expect(charts[0]?.data).toEqual(toAlignedData(POINTS));
  });

  it('draws again only for new data, and cleans up when it goes', () => {
    charts.length = 0;
    const { rerender, unmount } = render(<BalanceEquityChart points={POINTS} height={260} />);
    rerender(<BalanceEquityChart points={POINTS} height={260} />);
    expect(charts).toHaveLength(1);

    const next = [{ date: '2026-03-20T12:00:00.000Z', balance: 12_000, equity: 11_900 }];
    rerender(<BalanceEquityChart points={next} height={260} />);

    expect(charts).toHaveLength(2);
    expect(charts[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(charts[1]?.data).toEqual(toAlignedData(next));
    unmount();
    expect(charts[1]?.destroy).toHaveBeenCalledTimes(1);
  });

  it('follows its container’s width', () => {
    charts.length = 0;
    let onResize: () => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          onResize = callback;
        }
        observe = vi.fn();
        disconnect = disconnect;
      },
    );
    const { unmount } = render(<BalanceEquityChart points={POINTS} />);
    const container = screen.getByRole('img');

    Object.defineProperty(container, 'clientWidth', { value: 600, configurable: true });
    onResize();
    expect(charts[0]?.setSize).not.toHaveBeenCalled();
    Object.defineProperty(container, 'clientWidth', { value: 812.6, configurable: true });
    onResize();
    expect(charts[0]?.setSize).toHaveBeenCalledWith({ width: 812, height: 300 });

    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
