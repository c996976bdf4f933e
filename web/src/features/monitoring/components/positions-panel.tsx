// The licence's positions, open, closed or all, ten a page: prices with 5 decimals, profit with 2.
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { formatFixed } from '../../../lib/format-metrics';
import { type PositionStatusFilter, usePositions } from '../api/get-positions';
import { MONITORING_MESSAGES } from '../messages';
import { ProfitCell } from './profit-cell';

const STATUS_FILTERS: ReadonlyArray<{ value: PositionStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

export function PositionsPanel({ licenceId }: { licenceId: string }) {
  const titleId = useId();
  const filterId = useId();
  const [query, setQuery] = useState<{ page: number; status: PositionStatusFilter }>({
    page: 1,
    status: 'all',
  });
  const positions = usePositions(licenceId, query);
  const data = positions.data;
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <div className="toolbar">
        <h4 id={titleId} className="toolbar__title">
          Positions
        </h4>
        <div className="toolbar__field">
          <label htmlFor={filterId} className="field__label">
            Status
          </label>
          <select
            id={filterId}
            className="field__input"
            value={query.status}
            onChange={(event) => setQuery({ page: 1, status: event.target.value as PositionStatusFilter })}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {positions.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {data?.positions.length === 0 && <p className="muted">{MONITORING_MESSAGES.noPositions}</p>}
      {data && data.positions.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Positions</caption>
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Type</th>
                <th scope="col">Volume</th>
                <th scope="col">Open Price</th>
                <th scope="col">Current Price</th>
                <th scope="col">Profit</th>
                <th scope="col">Open Time</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.positions.map((position) => (
                <tr key={position._id}>
                  <th scope="row">{position.symbol}</th>
                  <td>{position.type}</td>
                  <td>{formatFixed(position.volume, 2)}</td>
                  <td>{formatFixed(position.openPrice, 5)}</td>
                  <td>{formatFixed(position.currentPrice, 5)}</td>
                  <ProfitCell profit={position.profit} />
                  <td>{formatDateTime(position.openTime)}</td>
                  <td>{position.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pagination
          label="Positions pages"
          pagination={data.pagination}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </section>
  );
}
