// uPlot draws on a canvas, which jsdom lacks: tests load this stand-in for the lazily loaded chart,
// which shows what it was given as `date=balance/equity` pairs. Every test file mocks the chart with
// this one module, so files sharing a worker see the same stand-in.
export default function BalanceEquityChartStandIn({
  points,
}: {
  points: ReadonlyArray<{ date: string; balance: number; equity: number }>;
}) {
  return (
    <div data-testid="balance-equity-chart">
      {points.map((point) => `${point.date}=${point.balance}/${point.equity}`).join(' ')}
    </div>
  );
}
