// /admin itself, an unknown /admin/<section>, and older /admin?tab=<id> links: on to the section they name
// (the first one, Overview, when none), keeping the rest of the query string.
import { Navigate, useLocation } from 'react-router-dom';
import { adminSectionAddressFor } from '../admin-console/legacy-tab-address';

export default function AdminHomeRoute() {
  const { search } = useLocation();
  return <Navigate to={adminSectionAddressFor(search)} replace />;
}
