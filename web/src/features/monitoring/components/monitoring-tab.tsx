// The admin panel's EA Monitoring tab (spec §2 Admin dashboard): how many robots are online, a searchable
// list of licences ten a page, and the selected licence in detail. Everything refreshes every 30 seconds;
// a failed call is only logged (spec §8), so the tab shows what it has and nothing about the failure.
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { type MonitoringLicence, useMonitoringLicences } from '../api/get-monitoring-licences';
import { MONITORING_MESSAGES } from '../messages';
import { LicenceDetail } from './licence-detail';
import { MonitoringLicencesTable } from './monitoring-licences-table';
import { StatusSummary } from './status-summary';

/** Typing settles this long before the list is searched, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

export function MonitoringTab() {
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const licences = useMonitoringLicences({ search, page });
  const [selected, setSelected] = useState<MonitoringLicence | null>(null);
  const data = licences.data;

  return (
    <div className="monitoring">
      <div className="toolbar">
        <h2 className="toolbar__title">{MONITORING_MESSAGES.title}</h2>
      </div>
      <StatusSummary />
      <div className="toolbar">
        <div className="toolbar__field">
          <label htmlFor={searchId} className="field__label">
            Search licenses
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            placeholder="Key, account, username or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>
      {licences.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {data?.licenses.length === 0 && <p className="muted">{MONITORING_MESSAGES.noLicences}</p>}
      {data && data.licenses.length > 0 && (
        <MonitoringLicencesTable licences={data.licenses} selectedId={selected?._id} onSelect={setSelected} />
      )}
      {data && (
        <Pagination
          label="Licenses pages"
          pagination={data.pagination}
          onPage={(next) => setPaging({ search, page: next })}
        />
      )}
      {selected && <LicenceDetail key={selected._id} licence={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
