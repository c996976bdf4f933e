// 404 page for any unknown address: says so plainly and offers the likely ways on.
import { Link, useNavigate } from 'react-router-dom';
import { siteConfig } from '../../config/site';

export default function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <section className="page not-found container">
      <title>{`Page not found | ${siteConfig.productName}`}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="page__lead">
        The page you are looking for does not exist or has moved. Check the address, or carry on from here:
      </p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <Link to="/login" className="button">
          Sign In
        </Link>
        <Link to="/signup" className="button">
          Sign Up
        </Link>
        <Link to="/dashboard" className="button">
          Dashboard
        </Link>
        <Link to="/support" className="button">
          Support
        </Link>
      </div>
    </section>
  );
}
