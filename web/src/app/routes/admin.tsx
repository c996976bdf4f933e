// Administration (/admin).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function AdminRoute() {
  return (
    <PagePlaceholder
      title="Admin Panel"
      description="Users, licenses, discount codes, robot monitoring and support tickets."
    />
  );
}
