// Google sign-in starts with a full browser navigation to the API (spec §2), so a plain link, not a router Link.
import { API_BASE_URL } from '../../../lib/api-client';

type GoogleSignInLinkProps = {
  /** Draws the eye to the link, for an account that can only sign in with Google. */
  highlighted?: boolean;
  /** The id of the message that explains why the link is highlighted. */
  describedBy?: string;
};

export function GoogleSignInLink({ highlighted = false, describedBy }: GoogleSignInLinkProps) {
  return (
    <a
      href={`${API_BASE_URL}/auth/google`}
      className={
        highlighted
          ? 'button button--block google-link google-link--highlight'
          : 'button button--block google-link'
      }
      aria-describedby={describedBy}
    >
      Continue with Google
    </a>
  );
}
