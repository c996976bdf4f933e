// The landing page's head block (spec §2 Landing page): title, description, Open Graph and canonical, which
// React 19 hoists into <head> while the page is shown.
import { siteConfig } from '../../../config/site';

export const LANDING_TITLE = `${siteConfig.productName} | Automated Trading Robot for MetaTrader 5`;
export const LANDING_DESCRIPTION =
  'Time-limited licences for an automated MT5 trading robot: verified live results, flexible plans paid in USDT and 24/7 support.';

export function LandingHead() {
  const canonical = `${window.location.origin}/`;
  return (
    <>
      <title>{LANDING_TITLE}</title>
      <meta name="description" content={LANDING_DESCRIPTION} />
      <meta property="og:title" content={LANDING_TITLE} />
      <meta property="og:description" content={LANDING_DESCRIPTION} />
      <meta property="og:type" content="website" />
      <link rel="canonical" href={canonical} />
    </>
  );
}
