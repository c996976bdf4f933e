// Bottom of every page: who runs the site, quick links, contact, legal pages and a short risk warning.
import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { ExternalLink } from '../ui/external-link';
import { OrganisationDetails } from '../ui/organisation-details';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-label="About">
          <p className="site-footer__brand">{siteConfig.productName}</p>
          <p>{siteConfig.tagline}</p>
          <OrganisationDetails className="site-footer__organisation" showEmail={false} />
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/signup">Sign Up</Link>
            </li>
            <li>
              <Link to="/login">Sign In</Link>
            </li>
            <li>
              <ExternalLink href={siteConfig.liveResultsUrl}>Live Results</ExternalLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
            </li>
            <li>
              <ExternalLink href={siteConfig.telegramChatUrl}>Telegram</ExternalLink>
            </li>
            <li>
              <Link to="/support">Support tickets</Link>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/risk-disclosure">Risk Disclosure</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom container">
        <p className="site-footer__risk">
          Trading forex and CFDs on margin carries a high risk of losing money. Past results do not guarantee
          future returns.
        </p>
        <p className="site-footer__legal">
          © {year} {siteConfig.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
