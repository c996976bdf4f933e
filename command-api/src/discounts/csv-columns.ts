// The discount codes export's file name and columns: each code's terms, its use and its state at the
// export's time, as the discount list shows them; amounts in US dollars, dates in ISO 8601.
import type { DiscountView } from '../contracts/discounts.js';
import type { CsvColumn } from '../http/csv-stream.js';

export const DISCOUNTS_CSV_NAME = 'discounts';

/** A code as the export reads it: its view and its state when the export was asked for. */
export interface DiscountCsvRow {
  discount: DiscountView;
  state: 'active' | 'scheduled' | 'expired' | 'inactive';
}

/** The list's Status: disabled is inactive whatever its dates; else expired past its end, scheduled before its start. */
export function discountCsvRow(discount: DiscountView, now: Date): DiscountCsvRow {
  const at = now.getTime();
  if (!discount.isActive) return { discount, state: 'inactive' };
  if (Date.parse(discount.validUntil) <= at) return { discount, state: 'expired' };
  if (Date.parse(discount.validFrom) > at) return { discount, state: 'scheduled' };
  return { discount, state: 'active' };
}

export const DISCOUNT_CSV_COLUMNS: readonly CsvColumn<DiscountCsvRow>[] = [
  { header: 'Code', cell: ({ discount }) => discount.code },
  { header: 'Description', cell: ({ discount }) => discount.description },
  { header: 'Type', cell: ({ discount }) => discount.type },
  { header: 'Value', cell: ({ discount }) => discount.value },
  { header: 'Max Discount (USD)', cell: ({ discount }) => discount.maxDiscount },
  { header: 'Min Amount (USD)', cell: ({ discount }) => discount.minAmount },
  { header: 'Used', cell: ({ discount }) => discount.usageCount },
  { header: 'Usage Limit', cell: ({ discount }) => discount.usageLimit ?? 'Unlimited' },
  { header: 'Per User', cell: ({ discount }) => discount.userUsageLimit },
  {
    header: 'Plans',
    cell: ({ discount }) =>
      discount.applicablePlans.length === 0 ? 'All plans' : discount.applicablePlans.join('; '),
  },
  { header: 'Valid From', cell: ({ discount }) => discount.validFrom },
  { header: 'Valid Until', cell: ({ discount }) => discount.validUntil },
  { header: 'Status', cell: ({ state }) => state },
  { header: 'Created', cell: ({ discount }) => discount.createdAt },
];
