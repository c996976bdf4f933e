// A user's details for admins (spec §2 Users): roles, registration, last login, account status and the
// licences they hold; Make Admin / Remove Admin after a confirmation (spec §5), with the roles of spec §4;
// and a link to their history in the audit trail. A refused change (the last admin) stays in the dialog.
import { USER_NOTICES, type UserView } from '@shop/command-api/contracts';
import { type ReactNode, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { AuditTrailLink } from '../../../components/ui/audit-trail-link';
import { Dialog } from '../../../components/ui/dialog';
import { Notice, useNotice } from '../../../components/ui/notice';
import { failureMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { useUpdateUserRoles } from '../api/update-user-roles';
import { USER_SCREEN_MESSAGES } from '../messages';
import { describeRoles, isAdminUser, rolesWithAdmin, rolesWithoutAdmin } from '../utils/roles';
import { AdminBadge } from './admin-badge';
import { UserLicences } from './user-licences';
import '../users.css';

type UserDetailsDialogProps = {
  /** The user as the list showed them; the dialog fetches them afresh with their licences. */
  user: UserView;
  onClose: () => void;
};

export function UserDetailsDialog({ user: listed, onClose }: UserDetailsDialogProps) {
  const licencesHeadingId = useId();
  const detail = useUser(listed._id);
  const user = detail.data?.user ?? listed;
  const admin = isAdminUser(user);
  const [notice, showNotice] = useNotice();
  const update = useUpdateUserRoles({
    onSuccess: (response) => showNotice(response.message || USER_NOTICES.updated),
  });

  const onToggleAdmin = () => {
    const question = admin
      ? USER_SCREEN_MESSAGES.removeAdminConfirm(user.username)
      : USER_SCREEN_MESSAGES.makeAdminConfirm(user.username);
    if (!window.confirm(question)) return;
    update.mutate({ userId: user._id, roles: admin ? rolesWithoutAdmin() : rolesWithAdmin(user.roles) });
  };

  return (
    <Dialog title="User Details" onClose={onClose} wide>
      <p className="dialog__meta users-dialog__who">
        <strong>{user.username}</strong> ({user.email}) {admin && <AdminBadge />}
      </p>
      <dl className="user-facts">
        <Fact term="Roles">{describeRoles(user.roles)}</Fact>
        <Fact term="Registered">{formatDate(user.createdAt)}</Fact>
        <Fact term="Last Login">
          {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : USER_SCREEN_MESSAGES.neverLoggedIn}
        </Fact>
        <Fact term="Account Status">
          <span className="status-badge status-badge--active">{USER_SCREEN_MESSAGES.accountStatus}</span>
        </Fact>
      </dl>
      <Notice notice={notice} />
      {update.isError && (
        <Alert tone="error">
          {failureMessage(update.error, USER_SCREEN_MESSAGES.updateFailed, USER_SCREEN_MESSAGES.network)}
        </Alert>
      )}
      <div className="form__actions">
        <AuditTrailLink filters={{ userId: user._id }} className="button">
          View history
        </AuditTrailLink>
        <button
          type="button"
          className={admin ? 'button button--danger' : 'button button--primary'}
          disabled={update.isPending}
          onClick={onToggleAdmin}
        >
          {update.isPending ? 'Saving...' : admin ? 'Remove Admin' : 'Make Admin'}
        </button>
      </div>
      <section className="dialog__section" aria-labelledby={licencesHeadingId}>
        <h3 id={licencesHeadingId}>Licenses</h3>
        {detail.isPending && <p className="muted">{USER_SCREEN_MESSAGES.loadingLicences}</p>}
        {detail.isError && <p className="muted">{USER_SCREEN_MESSAGES.userLoadFailed}</p>}
        {detail.data && <UserLicences licences={detail.data.licenses} />}
      </section>
    </Dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="user-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
