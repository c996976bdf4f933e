// Legal page: privacy policy (/privacy-policy).

import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY_POLICY } from '../../features/legal/content/privacy-policy';

export default function PrivacyPolicyRoute() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
