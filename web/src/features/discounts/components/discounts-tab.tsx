// The admin console's Discounts section (spec §2 Admin dashboard): the codes on the shared data table,
// their view kept in the address (/admin/discounts?status=expired), then the create form; Export CSV (the
// filtered codes in their order) and, when there is a Users section to go back to, 'Back to Users' sit
// in the console's page header.
import { DISCOUNT_LIST_SORTS, type DiscountListSortKey } from '@shop/command-api/contracts';
import { tableViewParams, useTableView } from '../../../components/data-table/use-table-view';
import { ConsolePageActions } from '../../../components/layout/console-page-actions';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { downloadExport, EXPORT_PATHS } from '../../../lib/download-export';
import { DISCOUNT_FILTERS, knownDiscountsView } from '../api/get-discounts';
import { DISCOUNT_SCREEN_MESSAGES } from '../messages';
import { DiscountCodes } from './discount-codes';
import { DEFAULT_DISCOUNT_SORT } from './discounts-table';

const SORTS: readonly DiscountListSortKey[] = DISCOUNT_LIST_SORTS;

export function DiscountsTab({ onBackToUsers }: { onBackToUsers?: () => void }) {
  const control = useTableView({
    sorts: SORTS,
    filters: DISCOUNT_FILTERS,
    defaultSort: DEFAULT_DISCOUNT_SORT,
  });
  const [notice, showNotice] = useNotice();
  const { loadFailed } = DISCOUNT_SCREEN_MESSAGES;
  return (
    <div className="discounts-tab">
      <ConsolePageActions>
        {onBackToUsers && (
          <button type="button" className="button" onClick={onBackToUsers}>
            Back to Users
          </button>
        )}
        <ExportCsvButton
          exportCsv={() =>
            downloadExport(
              EXPORT_PATHS.discounts,
              tableViewParams(knownDiscountsView(control.view), DISCOUNT_FILTERS),
            )
          }
          onError={(error) => showNotice(failureMessage(error, loadFailed, loadFailed), 'error')}
        />
      </ConsolePageActions>
      <Notice notice={notice} />
      <DiscountCodes control={control} withAuditTrail />
    </div>
  );
}
