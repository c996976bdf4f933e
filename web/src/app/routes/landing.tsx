// Landing page (/): head block, hero, live performance, the plans, then the FAQ with contacts (spec §2
// Landing page).
import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { FaqSection } from '../../features/landing/components/faq-section';
import { FeatureChips } from '../../features/landing/components/feature-chips';
import { HeroFigures } from '../../features/landing/components/hero-figures';
import { LandingHead } from '../../features/landing/components/landing-head';
import { PerformanceSection } from '../../features/performance/components/performance-section';
import { PlansSection } from '../../features/plans/components/plans-section';
import { ViewPlansButton } from '../../features/plans/components/view-plans-button';
import { TrackRecordLine } from '../../features/track-record/components/track-record-line';

export default function LandingRoute() {
  return (
    <>
      <LandingHead />
      <section className="hero container">
        <div className="hero__text">
          <p className="eyebrow">Automated trading for MetaTrader 5</p>
          <h1>{siteConfig.productName}</h1>
          <p className="page__lead">{siteConfig.tagline}</p>
          <p className="hero__actions">
            <Link to="/signup" className="button button--primary button--large">
              Create an account
            </Link>
            <ViewPlansButton />
          </p>
          <FeatureChips />
        </div>
        <HeroFigures />
      </section>
      <PerformanceSection />
      <TrackRecordLine />
      <PlansSection />
      <FaqSection />
    </>
  );
}
