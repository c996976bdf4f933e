// The ledger's totals under the current filters, as cards: gross revenue, refunded, net, and how many
// payments and refunds they come from.
import { useId } from 'react';
import { formatCents } from '../../../lib/format';
import type { LedgerTotals } from '../api/get-ledger';

export function FinanceTotals({ totals }: { totals: LedgerTotals }) {
  const titleId = useId();
  const cards = [
    { label: 'Gross revenue', value: formatCents(totals.grossCents) },
    { label: 'Refunded', value: formatCents(totals.refundsCents) },
    { label: 'Net revenue', value: formatCents(totals.netCents) },
    { label: 'Payments', value: String(totals.payments) },
    { label: 'Refunds', value: String(totals.refunds) },
  ];
  return (
    <section className="finance__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        Totals
      </h3>
      <dl className="finance-totals">
        {cards.map((card) => (
          <div key={card.label} className="card finance-totals__card">
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
