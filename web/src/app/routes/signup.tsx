// Registration page (/signup).
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function SignupRoute() {
  return (
    <PagePlaceholder
      title="Sign Up"
      description="Create an account with a username, email address and password to buy and manage licenses."
    />
  );
}
