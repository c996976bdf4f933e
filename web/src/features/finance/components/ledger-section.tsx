// The ledger under the current filters: one page of entries with Previous / Next.
import { useId } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import type { LedgerPage } from '../api/get-ledger';
import { FINANCE_MESSAGES } from '../messages';
import { LedgerTable } from './ledger-table';

type LedgerSectionProps = {
  ledger: LedgerPage;
  names: ReadonlyMap<string, string>;
  onPage: (page: number) => void;
};

export function LedgerSection({ ledger, names, onPage }: LedgerSectionProps) {
  const titleId = useId();
  return (
    <section className="finance__section" aria-labelledby={titleId}>
      <h3 id={titleId}>Ledger</h3>
      {ledger.entries.length === 0 ? (
        <p className="muted">{FINANCE_MESSAGES.noEntries}</p>
      ) : (
        <>
          <p className="muted finance__count">
            {ledger.pagination.total} {ledger.pagination.total === 1 ? 'entry' : 'entries'}
          </p>
          <LedgerTable entries={ledger.entries} names={names} />
          <Pagination label="Ledger pages" pagination={ledger.pagination} onPage={onPage} />
        </>
      )}
    </section>
  );
}
