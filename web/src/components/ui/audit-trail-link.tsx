// 'Audit trail': a link from an entity (a licence, a discount, an order, a ticket, a user) to its history
// in the admin console's Audit Trail section (/admin/audit), one click away.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type AuditTrailFilters, auditTrailHref } from '../../lib/audit-trail-link';

type AuditTrailLinkProps = {
  filters: AuditTrailFilters;
  children?: ReactNode;
  className?: string;
};

export function AuditTrailLink({
  filters,
  children = 'Audit trail',
  className = 'button button--small',
}: AuditTrailLinkProps) {
  return (
    <Link className={className} to={auditTrailHref(filters)}>
      {children}
    </Link>
  );
}
