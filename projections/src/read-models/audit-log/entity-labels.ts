// Entities named as people say them in the audit trail: 'Ticket TKT-000012', 'Order 13bea5ea',
// 'Licence 3QQVZ-…', 'User trader42', 'Discount code SPRING20'. The name comes from the event that
// created the entity (kept per stream in audit_entity_names); the rest is read from the stream's id.
import {
  ADMIN_ROSTER_STREAM,
  accountLicenceReservations,
  discountCodeReservations,
  discountStreams,
  emailReservations,
  formatTicketNumber,
  licenceKeyReservations,
  licenceStreams,
  orderStreams,
  passkeyReservations,
  paymentAddressSequences,
  paymentTxReservations,
  splitStreamId,
  systemStreams,
  ticketNumberSequences,
  ticketStreams,
  trackRecordStreams,
  usernameReservations,
  userStreams,
} from '@shop/domain';

/** The events that create a named entity, and the field that names it. */
const NAMING_FIELD: Readonly<Record<string, string>> = {
  UserRegistered: 'username',
  LicenceIssued: 'licenseKey',
  TicketOpened: 'ticketNumber',
  DiscountCreated: 'code',
};

/** The name an event gives its entity, if it creates one. */
export function entityName(type: string, data: Record<string, unknown>): string | undefined {
  const field = NAMING_FIELD[type];
  const value = field ? data[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

const short = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);
/** `3QQVZ-AB12C-…` → `3QQVZ-…`: the first group tells licences apart at a glance. */
const keyStart = (key: string) => (key.includes('-') ? `${key.slice(0, key.indexOf('-'))}-…` : key);
const ticketNumber = (name: string) => {
  const sequence = Number(name);
  return Number.isInteger(sequence) && sequence > 0 ? formatTicketNumber(sequence) : name;
};
/** `BEP20-0x12ab…` → `BEP20 0x12ab34cd…` */
const transaction = (id: string) => {
  const dash = id.indexOf('-');
  const hash = id.slice(dash + 1);
  return `${id.slice(0, dash)} ${hash.length > 12 ? `${hash.slice(0, 12)}…` : hash}`;
};
/** `<userId>-<accountNumber>`: the user id is a UUID, so the account number follows its 36 characters. */
const accountNumber = (id: string) => id.slice(id.lastIndexOf('-') + 1);

type Labeller = (id: string, name: string | null) => string;

const LABELS: Readonly<Record<string, Labeller>> = {
  [userStreams.name]: (id, name) => `User ${name ?? short(id)}`,
  [orderStreams.name]: (id) => `Order ${short(id)}`,
  [licenceStreams.name]: (id, name) => `Licence ${name ? keyStart(name) : short(id)}`,
  [ticketStreams.name]: (id, name) => `Ticket ${name ? ticketNumber(name) : short(id)}`,
  [discountStreams.name]: (id, name) => (name ? `Discount code ${name}` : `Discount ${short(id)}`),
  [splitStreamId(ADMIN_ROSTER_STREAM).category]: () => 'Admin roster',
  [emailReservations.name]: () => 'Reservation of an email address',
  [usernameReservations.name]: () => 'Reservation of a username',
  [passkeyReservations.name]: () => 'Reservation of a passkey',
  [discountCodeReservations.name]: (id) => `Reservation of discount code ${id}`,
  [licenceKeyReservations.name]: (id) => `Reservation of licence key ${keyStart(id)}`,
  [paymentTxReservations.name]: (id) => `Reservation of transaction ${transaction(id)}`,
  [systemStreams.name]: (id) => `Reservation of ${id.replace(/-/g, ' ')}`,
  [ticketNumberSequences.name]: () => 'Ticket numbers',
  [paymentAddressSequences.name]: (id) => `Payment addresses ${id}`,
  [accountLicenceReservations.name]: (id) => `Licence of MT5 account ${accountNumber(id)}`,
  [trackRecordStreams.name]: (id) => `Track record of licence ${short(id)}`,
};

/** The entity as people name it; a kind the shop does not know reads as its category and short id. */
export function entityLabel(category: string, entityId: string, name: string | null): string {
  const label = LABELS[category];
  if (label) return label(entityId, name);
  const kind = category.charAt(0).toUpperCase() + category.slice(1);
  return entityId ? `${kind} ${short(entityId)}` : kind;
}
