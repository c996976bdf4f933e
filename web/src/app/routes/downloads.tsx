// The trader's Downloads page (/downloads): signed-in only; the robot's releases from the releases feature.
import { Navigate, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { DownloadsPage } from '../../features/releases/components/downloads-page';
import { useAuth } from '../../lib/auth';

export default function DownloadsRoute() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  // The login page brings the person back here afterwards.
  if (!isLoading && !user) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <section className="page container">
      <title>{`Downloads | ${siteConfig.productName}`}</title>
      <h1>Downloads</h1>
      {user ? (
        <DownloadsPage />
      ) : (
        <p className="page__lead" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
