// The slim footer of the admin console: the legal pages, the support contact and who runs the shop, on one
// or two lines instead of the marketing footer.
import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site';

export function ConsoleFooter() {
  const { organisation, supportEmail } = siteConfig;
  return (
    <footer className="console-footer">
      <nav className="console-footer__links" aria-label="Legal">
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/terms-of-service">Terms of Service</Link>
        <Link to="/risk-disclosure">Risk Disclosure</Link>
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </nav>
      <p className="console-footer__organisation">
        © {new Date().getFullYear()} {organisation.legalName}, {organisation.address}.{' '}
        {organisation.registration}, registered in {organisation.jurisdiction}.
      </p>
    </footer>
  );
}
