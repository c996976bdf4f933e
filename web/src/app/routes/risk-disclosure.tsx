// Legal page: the risks of automated trading (/risk-disclosure).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function RiskDisclosureRoute() {
  return (
    <PagePlaceholder
      title="Risk Disclosure"
      description="Automated trading carries a high level of risk and may not suit every investor."
    />
  );
}
