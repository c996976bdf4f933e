// The revenue line chart (gross, refunds and net per day or month), drawn by uPlot on a canvas that
// follows its container's width. Loaded only through lazy-revenue-chart.tsx, so uPlot stays out of the
// admin panel's first download.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import {
  buildRevenueOptions,
  describeRevenue,
  type RevenuePeriod,
  type RevenuePoint,
  toRevenueData,
} from '../utils/revenue-chart';

export type RevenueChartProps = {
  points: readonly RevenuePoint[];
  period: RevenuePeriod;
  height?: number;
};

/** Until the container has been laid out the chart starts this wide. */
const FALLBACK_WIDTH = 600;

export default function RevenueChart({ points, period, height = 260 }: RevenueChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const width = () => Math.floor(container.clientWidth) || FALLBACK_WIDTH;
    const chart = new uPlot(
      buildRevenueOptions({ width: width(), height, period }),
      toRevenueData(points),
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
  }, [points, period, height]);

  return (
    <div
      ref={containerRef}
      className="revenue-chart"
      role="img"
      aria-label={describeRevenue(points, period)}
    />
  );
}
