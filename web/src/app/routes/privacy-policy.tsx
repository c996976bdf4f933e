// Legal page: privacy policy (/privacy-policy).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function PrivacyPolicyRoute() {
  return (
    <PagePlaceholder
      title="Privacy Policy"
      description="How we collect, use and protect your personal data."
    />
  );
}
