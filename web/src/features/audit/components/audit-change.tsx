// What an event recorded: a one-line summary that opens onto the full data as JSON.
import { summariseData } from '../utils/describe-audit-entry';

export function AuditChange({ data }: { data: Record<string, unknown> }) {
  if (Object.keys(data).length === 0) return <span className="muted">{summariseData(data)}</span>;
  return (
    <details className="audit-change">
      <summary className="audit-change__summary">{summariseData(data)}</summary>
      <pre className="audit-change__data">{JSON.stringify(data, null, 2)}</pre>
    </details>
  );
}
