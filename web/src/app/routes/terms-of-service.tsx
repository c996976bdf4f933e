// Legal page: terms of service (/terms-of-service).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function TermsOfServiceRoute() {
  return (
    <PagePlaceholder
      title="Terms of Service"
      description="The terms that govern your use of the site and your licenses."
    />
  );
}
