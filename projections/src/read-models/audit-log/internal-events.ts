// The log's internal bookkeeping: events that keep values unique (reservations), hand out numbers
// (sequences) or remember a lookup (which licence serves an account). They change nothing a person
// runs the shop by, so the audit trail leaves them out unless asked for them.

/** Every internal event type, the one list the audit trail filters by. */
export const INTERNAL_EVENT_TYPES: readonly string[] = [
  // email-, username-, discountcode-, licensekey-, paymenttx- and system-first-admin streams
  'ReservationClaimed',
  'ReservationReleased',
  // ticketnumber-sequence and paymentaddress-<network>
  'TicketNumberAllocated',
  'PaymentAddressAllocated',
  // accountlicence-<userId>-<accountNumber>: the order-fulfilment reactor's memory
  'AccountLicenceAssigned',
];
