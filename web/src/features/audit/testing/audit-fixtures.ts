// Audit entries and pages as GET /api/audit sends them, for the Audit Trail's tests. Times are at noon UTC
// so the shown date is the same in any time zone a test runs in.
import type { Handler } from '../../../testing/mock-api';
import { ADMIN_SESSION } from '../../../testing/sessions';
import type { AuditEntryView, AuditPage } from '../api/get-audit-trail';

export { ADMIN_SESSION };

export const LICENCE_ID = '5a3e7f10-2b4c-4d6e-8f90-a1b2c3d4e5f6';
export const OWNER_ID = '0b6f1d52-7c1a-4d33-9a57-1f0c2e9d4a01';

export function anAuditEntry(overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return {
    _id: 'e0000000-0000-4000-8000-000000000001',
    at: '2026-01-10T12:00:00.000Z',
    type: 'LicenceIssued',
    streamId: `licence-${LICENCE_ID}`,
    revision: 0,
    entity: { type: 'licence', id: LICENCE_ID, label: 'Licence 3QQVZ-…' },
    actor: `admin:${ADMIN_SESSION.user._id}`,
    actorName: 'boss',
    ownerId: OWNER_ID,
    data: { licenceId: LICENCE_ID, userId: OWNER_ID, accountNumber: 31337, durationDays: 30 },
    metadata: {
      actor: `admin:${ADMIN_SESSION.user._id}`,
      correlationId: 'req-1',
      causationId: 'req-1',
      occurredAt: '2026-01-10T12:00:00.000Z',
    },
    ...overrides,
  };
}

export function auditReply(
  events: AuditEntryView[],
  pagination: Partial<AuditPage['pagination']> = {},
): Handler {
  return {
    status: 200,
    body: {
      success: true,
      events,
      pagination: {
        current: 1,
        pages: events.length > 0 ? 1 : 0,
        total: events.length,
        hasNext: false,
        hasPrev: false,
        ...pagination,
      },
    },
  };
}
