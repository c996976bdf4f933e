// Landing page (/): the hero, then the plans (spec §2 Landing page); performance and FAQ arrive with their
// own issues.
import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { PlansSection } from '../../features/plans/components/plans-section';

export default function LandingRoute() {
  return (
    <>
      <section className="page hero container">
        <title>{siteConfig.productName}</title>
        <h1>{siteConfig.productName}</h1>
        <p className="page__lead">{siteConfig.tagline}</p>
        <p>
          <Link to="/signup" className="button button--primary">
            Create an account
          </Link>
        </p>
      </section>
      <PlansSection />
    </>
  );
}
