// Entity labels as people say them, for every kind of stream the audit trail shows.
import { describe, expect, it } from 'vitest';
import { entityLabel, entityName } from './entity-labels.js';

const ID = '13bea5ea-2b4c-4d6e-8f90-a1b2c3d4e5f6';

describe('entityLabel', () => {
  it.each([
    ['user', ID, 'trader42', 'User trader42'],
    ['user', ID, '[erased]', 'User [erased]'],
    ['order', ID, null, 'Order 13bea5ea'],
    ['licence', ID, '3QQVZ-AB12C-DE34F-GH56J', 'Licence 3QQVZ-…'],
    ['ticket', ID, '12', 'Ticket TKT-000012'],
    ['discount', ID, 'SPRING20', 'Discount code SPRING20'],
    ['discount', ID, null, 'Discount 13bea5ea'],
    ['adminroster', 'all', null, 'Admin roster'],
    ['ticketnumber', 'sequence', null, 'Ticket numbers'],
    ['paymentaddress', 'BEP20', null, 'Payment addresses BEP20'],
    ['paymenttx', `BEP20-0x${'ab'.repeat(32)}`, null, 'Reservation of transaction BEP20 0xababababab…'],
    ['licensekey', '3QQVZ-AB12C-DE34F-GH56J', null, 'Reservation of licence key 3QQVZ-…'],
    ['discountcode', 'SPRING20', null, 'Reservation of discount code SPRING20'],
    ['email', 'f00d'.repeat(16), null, 'Reservation of an email address'],
    ['system', 'first-admin', null, 'Reservation of first admin'],
    ['accountlicence', `${ID}-31337`, null, 'Licence of MT5 account 31337'],
    ['trackrecord', ID, null, 'Track record of licence 13bea5ea'],
    ['widget', ID, null, 'Widget 13bea5ea'],
  ])('names a %s stream', (category, id, name, label) => {
    expect(entityLabel(category, id, name)).toBe(label);
  });
});

describe('entityName', () => {
  it('takes the name from the event that creates the entity, and from no other', () => {
    expect(entityName('TicketOpened', { ticketNumber: 12 })).toBe('12');
    expect(entityName('UserRegistered', { username: 'trader42' })).toBe('trader42');
    expect(entityName('LicenceRevoked', { licenseKey: 'X' })).toBeUndefined();
  });
});
