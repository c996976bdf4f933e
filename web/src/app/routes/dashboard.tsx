// The signed-in user's home (/dashboard); administrators will see the admin panel here.
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function DashboardRoute() {
  return (
    <PagePlaceholder
      title="Dashboard"
      description="Your licenses, the MT5 accounts they are tied to and when they expire."
    />
  );
}
