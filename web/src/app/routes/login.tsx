// Sign-in page (/login).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function LoginRoute() {
  return (
    <PagePlaceholder
      title="Sign In"
      description="Sign in with your email address or username and password, or continue with Google."
    />
  );
}
