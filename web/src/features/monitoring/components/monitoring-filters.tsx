// The monitored licences' filters: the robot online or offline (applied at once) and a search over keys,
// account numbers, usernames and emails (applied once typing stops).
import { type ChoiceFilter, TableFilters } from '../../../components/data-table/table-filters';
import type { MonitoringFilter, MonitoringLicencesView } from '../api/get-monitoring-licences';

const CHOICES: readonly ChoiceFilter<MonitoringFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    all: 'All',
    options: [
      { value: 'online', label: 'Online' },
      { value: 'offline', label: 'Offline' },
    ],
  },
];

export function MonitoringFilters({
  view,
  onFilter,
}: {
  view: MonitoringLicencesView;
  onFilter: (name: MonitoringFilter, value: string | undefined) => void;
}) {
  return (
    <TableFilters
      label="License filters"
      className="monitoring-filters"
      filters={view.filters}
      choices={CHOICES}
      search={{ name: 'q', label: 'Search licenses', placeholder: 'Key, account, username or email' }}
      onFilter={onFilter}
    />
  );
}
