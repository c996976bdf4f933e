// The landing page's performance section (spec §2 Landing page, §4 Performance panel): one call to
// GET /api/metrics/planzea on load, then a spinner, the error ('Error loading data' and the reason) or the
// figures beside the Balance and Equity chart, with growth or drawdown under it. The chart shows from medium
// width up, only when there is history to draw, and its code is lazy-loaded so the landing page's first
// download stays small.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ExternalLink } from '../../../components/ui/external-link';
import { siteConfig } from '../../../config/site';
import { failureMessage } from '../../../lib/api-client';
import { usePublicPerformance } from '../api/get-public-performance';
import { useMediaQuery } from '../hooks/use-media-query';
import { CHART_MEDIA_QUERY, PERFORMANCE_MESSAGES } from '../messages';
import { PerformanceChart } from './performance-chart';
import { PerformanceInfoCards } from './performance-info-cards';
import { PerformanceMetrics } from './performance-metrics';

export function PerformanceSection() {
  const titleId = useId();
  const performance = usePublicPerformance();
  const wideEnough = useMediaQuery(CHART_MEDIA_QUERY);
  const history = performance.data?.equityBalanceData;
  const showChart = wideEnough && Array.isArray(history) && history.length > 0;

  return (
    <section className="performance container" aria-labelledby={titleId}>
      <div className="section-intro">
        <p className="eyebrow">Track record</p>
        <h2 id={titleId}>{PERFORMANCE_MESSAGES.title}</h2>
        <p className="page__lead">
          How the robot's live MT5 account has traded so far, as the robot itself reports it.
        </p>
      </div>
      {performance.isPending && (
        <div className="performance__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{PERFORMANCE_MESSAGES.loading}</span>
        </div>
      )}
      {performance.isError && (
        <Alert tone="error">
          <h3>{PERFORMANCE_MESSAGES.loadError}</h3>
          <p>
            {failureMessage(
              performance.error,
              PERFORMANCE_MESSAGES.loadFailed,
              PERFORMANCE_MESSAGES.loadFailed,
            )}
          </p>
        </Alert>
      )}
      {performance.data && (
        <div className="performance__body">
          <div className="performance__panel">
            <PerformanceMetrics data={performance.data} />
          </div>
          {showChart && <PerformanceChart history={history} data={performance.data} />}
        </div>
      )}
      <div className="performance__footer">
        <p className="performance__disclaimer">
          Past results do not guarantee future returns, and trading involves the risk of losing money. Read
          the <Link to="/risk-disclosure">risk disclosure</Link> before you buy.
        </p>
        <ExternalLink className="button" href={siteConfig.liveResultsUrl}>
          {PERFORMANCE_MESSAGES.verifiedResults}
        </ExternalLink>
      </div>
      <PerformanceInfoCards />
    </section>
  );
}
