// The licences export: its six columns (spec §9), 'No expiration', neutralised and quoted cells, the name.
import { describe, expect, it } from 'vitest';
import { aLicence } from '../testing/licence-fixtures';
import { buildLicencesCsv, licencesCsvFileName } from './licences-csv';

describe('buildLicencesCsv', () => {
  it('writes key, user, status, account, issued and expires, one licence per line', () => {
    const csv = buildLicencesCsv([
      aLicence(),
      aLicence({
        licenseKey: 'HJKMN-PQRST-UVWXY-Z2345',
        status: 'revoked',
        accountNumber: 7,
        expiresAt: undefined,
      }),
    ]);

    expect(csv.split('\r\n')).toEqual([
      'License Key,User,Status,Account Number,Issued,Expires',
      'ABCDE-FGHJK-MNPQR-STUVW,trader1,active,12345678,2026-01-10T12:00:00.000Z,2026-02-09T12:00:00.000Z',
      'HJKMN-PQRST-UVWXY-Z2345,trader1,revoked,7,2026-01-10T12:00:00.000Z,No expiration',
    ]);
  });

  it('neutralises a username that a spreadsheet would run, and quotes one with a comma or quote', () => {
    const owner = (username: string) => ({ _id: 'u', username, email: 'e@example.com' });
    const csv = buildLicencesCsv([
      aLicence({ userId: owner('=cmd|" /C calc"!A0') }),
      aLicence({ userId: owner('smith, "j"') }),
      aLicence({ userId: owner('@sum') }),
    ]);

    expect(csv.split('\r\n').slice(1)).toEqual([
      'ABCDE-FGHJK-MNPQR-STUVW,"\'=cmd|"" /C calc""!A0",active,12345678,2026-01-10T12:00:00.000Z,2026-02-09T12:00:00.000Z',
      'ABCDE-FGHJK-MNPQR-STUVW,"smith, ""j""",active,12345678,2026-01-10T12:00:00.000Z,2026-02-09T12:00:00.000Z',
      "ABCDE-FGHJK-MNPQR-STUVW,'@sum,active,12345678,2026-01-10T12:00:00.000Z,2026-02-09T12:00:00.000Z",
    ]);
  });

  it('is only the header for no licences', () => {
    expect(buildLicencesCsv([])).toBe('License Key,User,Status,Account Number,Issued,Expires');
  });
});

describe('licencesCsvFileName', () => {
  it('is licenses-YYYY-MM-DD.csv for the local date', () => {
    expect(licencesCsvFileName(new Date(2026, 2, 15, 8))).toBe('licenses-2026-03-15.csv');
    expect(licencesCsvFileName(new Date(2027, 8, 1))).toBe('licenses-2027-09-01.csv');
  });
});
