// The admin console's first section: the shop at a glance (revenue, orders and payments waiting, licences,
// robots, open tickets) as cards, each opening its filtered list; loading, error with retry, and empty.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useOverview } from '../api/get-overview';
import { OVERVIEW_MESSAGES } from '../messages';
import { isEmptyOverview, type OverviewGroup, overviewGroups } from '../utils/overview-cards';

export function OverviewSection() {
  const overview = useOverview();

  if (overview.isPending) return <p role="status">{OVERVIEW_MESSAGES.loading}</p>;
  if (overview.isError) {
    return (
      <Alert tone="error">
        <h2>{OVERVIEW_MESSAGES.loadError}</h2>
        <p>{failureMessage(overview.error, OVERVIEW_MESSAGES.failed, OVERVIEW_MESSAGES.network)}</p>
        <button
          type="button"
          className="button"
          disabled={overview.isFetching}
          onClick={() => void overview.refetch()}
        >
          {OVERVIEW_MESSAGES.retry}
        </button>
      </Alert>
    );
  }
  return (
    <div className="overview">
      <p className="overview__as-of">{OVERVIEW_MESSAGES.asOf(formatDateTime(overview.data.asOf))}</p>
      {isEmptyOverview(overview.data) && <p className="overview__empty">{OVERVIEW_MESSAGES.empty}</p>}
      {overviewGroups(overview.data).map((group) => (
        <OverviewCards key={group.title} group={group} />
      ))}
    </div>
  );
}

function OverviewCards({ group }: { group: OverviewGroup }) {
  const titleId = useId();
  return (
    <section className="overview__group" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview__group-title">
        {group.title}
      </h2>
      <ul className="overview-grid">
        {group.cards.map((card) => (
          <li key={card.label}>
            <Link className="card overview-card" to={card.href}>
              <span className="overview-card__label">{card.label}</span>
              <span className="overview-card__value">{card.value}</span>
              {card.detail && <span className="overview-card__detail">{card.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
