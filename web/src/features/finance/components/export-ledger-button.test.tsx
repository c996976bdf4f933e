// The ledger export asks the server for the ledger call's filters and the table's order, without a page.
import { describe, expect, it } from 'vitest';
import { ledgerExportParams } from './export-ledger-button';

describe('ledgerExportParams', () => {
  it('sends the set filters, then the order', () => {
    const params = ledgerExportParams({ network: 'TRC20', kind: 'refund' }, { key: 'amount', order: 'desc' });
    expect(params.toString()).toBe('kind=refund&network=TRC20&sort=amount&order=desc');
  });

  it('sends no order when the table keeps the newest first', () => {
    expect(ledgerExportParams({}).toString()).toBe('');
  });
});
