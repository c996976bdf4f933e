// A profit with 2 decimals, green when positive and red when negative; the sign says it too.
import { formatFixed } from '../../../lib/format-metrics';

export function ProfitCell({ profit }: { profit: number }) {
  const tone = profit > 0 ? 'positive' : profit < 0 ? 'negative' : undefined;
  return <td className={tone ? `metric-list__value--${tone}` : undefined}>{formatFixed(profit, 2)}</td>;
}
