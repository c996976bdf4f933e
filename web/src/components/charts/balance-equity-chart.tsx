// The Balance and Equity line chart, drawn by uPlot on a canvas that follows its container's width. Loaded
// only through lazy-balance-equity-chart.tsx, so uPlot never weighs on a page's first download.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import {
  type BalanceEquityPoint,
  buildBalanceEquityOptions,
  describeBalanceEquity,
  toAlignedData,
} from './balance-equity-chart-options';

export type BalanceEquityChartProps = {
  points: readonly BalanceEquityPoint[];
  /** Height of the plotting area and axes in CSS pixels; the legend sits below it. */
  height?: number;
};

/** Until the container has been laid out (hidden, or not yet in the page) the chart starts this wide. */
const FALLBACK_WIDTH = 600;

export default function BalanceEquityChart({ points, height = 300 }: BalanceEquityChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const width = () => Math.floor(container.clientWidth) || FALLBACK_WIDTH;
    const chart = new uPlot(
      buildBalanceEquityOptions({ width: width(), height }),
      toAlignedData(points),
      container,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (width() !== chart.width) chart.setSize({ width: width(), height });
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [points, height]);

  return (
    <div
      ref={containerRef}
      className="balance-equity-chart"
      role="img"
      aria-label={describeBalanceEquity(points)}
    />
  );
}
