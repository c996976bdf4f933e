// Holds a lazily loaded chart's place, at its height, with a spinner until its chunk has arrived.
import { type ReactNode, Suspense } from 'react';

export function ChartSuspense({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="echart echart--loading" role="status" style={{ minHeight: height }}>
          <span className="spinner" aria-hidden="true" />
          <span>Loading chart...</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
