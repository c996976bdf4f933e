// Every entry the filters match, page after page of GET /api/finance/ledger at the API's largest page size,
// for the CSV export.
import type { LedgerEntry } from '@shop/command-api/contracts';
import type { LedgerQuery } from '../utils/ledger-query';
import { getLedger } from './get-ledger';

/** The API's largest page (ledgerQuerySchema). */
export const EXPORT_PAGE_SIZE = 500;
/** 500 000 entries: past this an export is a job for the database, not a browser tab. */
const MAX_PAGES = 1_000;

export async function getWholeLedger(query: LedgerQuery): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await getLedger(query, page, EXPORT_PAGE_SIZE);
    entries.push(...result.entries);
    if (!result.pagination.hasNext) break;
  }
  return entries;
}
