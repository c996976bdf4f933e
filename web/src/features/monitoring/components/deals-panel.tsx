// The licence's deals, newest first, ten a page: prices with 5 decimals, profit with 2. A note says the
// list holds balance operations as well as closed trades.
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { formatFixed } from '../../../lib/format-metrics';
import { useDeals } from '../api/get-deals';
import { MONITORING_MESSAGES } from '../messages';
import { ProfitCell } from './profit-cell';

export function DealsPanel({ licenceId }: { licenceId: string }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const deals = useDeals(licenceId, page);
  const data = deals.data;
  return (
    <section className="monitoring-panel" aria-labelledby={titleId}>
      <h4 id={titleId}>Deals</h4>
      <p className="monitoring-panel__note">{MONITORING_MESSAGES.dealsNote}</p>
      {deals.isPending && <p className="muted">{MONITORING_MESSAGES.loading}</p>}
      {data?.deals.length === 0 && <p className="muted">{MONITORING_MESSAGES.noDeals}</p>}
      {data && data.deals.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Deals</caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Time</th>
                <th scope="col">Symbol</th>
                <th scope="col">Type</th>
                <th scope="col">Volume</th>
                <th scope="col">Price</th>
                <th scope="col">Profit</th>
                <th scope="col">Comment</th>
              </tr>
            </thead>
            <tbody>
              {data.deals.map((deal) => (
                <tr key={deal._id}>
                  <th scope="row">{deal.ticket}</th>
                  <td>{formatDateTime(deal.timestamp)}</td>
                  <td>{deal.symbol}</td>
                  <td>{deal.type}</td>
                  <td>{formatFixed(deal.volume, 2)}</td>
                  <td>{formatFixed(deal.price, 5)}</td>
                  <ProfitCell profit={deal.profit} />
                  <td className="data-table__wrap">{deal.comment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination label="Deals pages" pagination={data.pagination} onPage={setPage} />}
    </section>
  );
}
