// The ledger under the current filters, on the shared data table: a page of entries in the chosen order,
// the total, and Previous / Next.
import { type ComponentProps, useId } from 'react';
import { LedgerTable } from './ledger-table';

export function LedgerSection(props: ComponentProps<typeof LedgerTable>) {
  const titleId = useId();
  return (
    <section className="finance__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Ledger</h3>
      <LedgerTable {...props} />
    </section>
  );
}
