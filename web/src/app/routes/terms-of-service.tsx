// Legal page: terms of service (/terms-of-service).

import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS_OF_SERVICE } from '../../features/legal/content/terms-of-service';

export default function TermsOfServiceRoute() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
