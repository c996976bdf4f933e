// Legal page: the risks of automated trading (/risk-disclosure).

import { LegalPage } from '../../features/legal/components/legal-page';
import { RISK_DISCLOSURE } from '../../features/legal/content/risk-disclosure';

export default function RiskDisclosureRoute() {
  return <LegalPage document={RISK_DISCLOSURE} />;
}
