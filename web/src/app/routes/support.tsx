// Support tickets (/support).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function SupportRoute() {
  return (
    <PagePlaceholder
      title="Support"
      description="Open a ticket and follow the conversation with our support team."
    />
  );
}
