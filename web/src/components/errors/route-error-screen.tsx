// What any page shows when it fails to load or throws: a plain apology with ways on, never the error itself.
import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { chunkReloadUnderWay, isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload';

export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // A page whose code failed to download first tries a reload, and shows nothing while that happens.
  const [reloading, setReloading] = useState(() => chunkFailed || chunkReloadUnderWay());

  useEffect(() => {
    if (chunkReloadUnderWay() || (chunkFailed && reloadOnceForChunkError())) return;
    console.error(error);
    setReloading(false);
  }, [error, chunkFailed]);

  if (reloading) return null;
  return (
    <main id="main-content" className="app-main">
      <section className="page not-found container">
        <title>{`Something went wrong | ${siteConfig.productName}`}</title>
        <h1>Something went wrong</h1>
        <p className="page__lead">
          This page could not be shown. Reloading usually fixes it; if not, we can help.
        </p>
        <div className="not-found__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className="button">
            Go Home
          </Link>
          <Link to="/support" className="button">
            Support
          </Link>
        </div>
      </section>
    </main>
  );
}
