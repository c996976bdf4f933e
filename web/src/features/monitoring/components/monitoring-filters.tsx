// The monitored licences' filters: the robot online or offline (applied at once) and a search over keys,
// account numbers, usernames and emails (applied once typing stops).
import { TableSearch } from '../../../components/data-table/table-search';
import { SelectField } from '../../../components/ui/select-field';
import type { MonitoringFilter, MonitoringLicencesView } from '../api/get-monitoring-licences';

const STATUS_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
] as const;

type MonitoringFiltersProps = {
  view: MonitoringLicencesView;
  onFilter: (name: MonitoringFilter, value: string | undefined) => void;
};

export function MonitoringFilters({ view, onFilter }: MonitoringFiltersProps) {
  return (
    <search className="toolbar monitoring-filters" aria-label="License filters">
      <SelectField
        label="Status"
        layout="toolbar"
        all="All"
        value={view.filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilter('status', status)}
      />
      <TableSearch
        label="Search licenses"
        placeholder="Key, account, username or email"
        applied={view.filters.q ?? ''}
        onSearch={(text) => onFilter('q', text)}
      />
    </search>
  );
}
