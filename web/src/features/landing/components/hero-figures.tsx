// The hero's two marketing figures (spec §1: 8-15% a month, 8.55% maximum drawdown), always labelled as
// past results with a way to the risk disclosure, never as a promise.
import { Link } from 'react-router-dom';

export function HeroFigures() {
  return (
    <div className="hero__stats">
      <p className="eyebrow">Past results</p>
      <dl className="hero__stats-figures">
        <div className="hero__stat hero__stat--growth">
          <dt>Monthly return</dt>
          <dd>8-15%</dd>
        </div>
        <div className="hero__stat">
          <dt>Maximum drawdown</dt>
          <dd>8.55%</dd>
        </div>
      </dl>
      <p className="hero__stats-note">
        What the robot's live account has done so far, not a promise of future returns. Trading carries a high
        risk of loss: read the <Link to="/risk-disclosure">risk disclosure</Link>.
      </p>
    </div>
  );
}
