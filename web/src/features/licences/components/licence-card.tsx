// One licence on the owner's dashboard (spec §2 Licence card): status, key with copy, account number
// with Change while active, times changed, expiry and last update, and Renew while it can be renewed.
import type { LicenceView } from '@shop/command-api/contracts';
import { type ReactNode, useId } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { LicenceStatusBadge } from '../../../components/ui/licence-status-badge';
import { formatDate } from '../../../lib/format';
import { LICENCE_SCREEN_MESSAGES } from '../messages';
import { canRenew } from '../utils/renewable';
import { renewalIds } from './inline-purchase';

type LicenceCardProps = {
  licence: LicenceView;
  onChangeAccount: (licence: LicenceView) => void;
  /** Its renewal panel is open below the card. */
  renewing: boolean;
  onRenew: (licence: LicenceView) => void;
  /** Shown at the card's foot, such as the update notice the dashboard page passes in. */
  notice?: ReactNode;
};

export function LicenceCard({ licence, onChangeAccount, renewing, onRenew, notice }: LicenceCardProps) {
  const keyId = useId();
  const renewal = renewalIds(licence._id);
  return (
    <article className="licence-card" aria-labelledby={keyId}>
      <div className="licence-card__header">
        <h3 className="licence-card__title">
          <span className="visually-hidden">License key </span>
          <code id={keyId} className="licence-key">
            {licence.licenseKey}
          </code>
        </h3>
        <CopyButton text={licence.licenseKey} description="Copy license key" />
      </div>
      <dl className="licence-card__fields">
        <dt>Status</dt>
        <dd>
          <LicenceStatusBadge status={licence.status} />
        </dd>
        <dt>Account Number</dt>
        <dd className="licence-card__row">
          <span>{licence.accountNumber}</span>
          {/* Spec §4: only an active licence can be moved to another account by its owner. */}
          {licence.status === 'active' && (
            <button type="button" className="button button--small" onClick={() => onChangeAccount(licence)}>
              Change
            </button>
          )}
        </dd>
        <dt>Times Changed</dt>
        <dd>{licence.accountNumberChanges}</dd>
        <dt>Expires</dt>
        <dd>{licence.expiresAt ? formatDate(licence.expiresAt) : LICENCE_SCREEN_MESSAGES.noExpiration}</dd>
        <dt>Last Updated</dt>
        <dd>{formatDate(licence.updatedAt)}</dd>
      </dl>
      {canRenew(licence) && (
        <div className="licence-card__actions">
          <button
            type="button"
            id={renewal.button}
            className="button button--small"
            aria-expanded={renewing}
            aria-controls={renewing ? renewal.panel : undefined}
            onClick={() => onRenew(licence)}
          >
            Renew
          </button>
        </div>
      )}
      {notice}
    </article>
  );
}
