// Labelled figures as a description list; a tone colours a value whose sign matters (profit factor).
export type Metric = { label: string; value: string; tone?: 'positive' | 'negative' };

export function MetricList({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <dl className="metric-list">
      {metrics.map((metric) => (
        <div key={metric.label} className="metric-list__item">
          <dt>{metric.label}</dt>
          <dd className={metric.tone ? `metric-list__value--${metric.tone}` : undefined}>{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
