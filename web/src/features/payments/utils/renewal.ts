// Which of the trader's licences a purchase renews: the one named (renewal mode), or the active licence
// already on the account number typed, which the server would extend anyway.
import type { LicenceView } from '@shop/command-api/contracts';

/** The licence a purchase renews: its key and account number are fixed, and the order names it. */
export type RenewedLicence = {
  _id: string;
  licenseKey: string;
  accountNumber: number;
  expiresAt?: string | null;
};

/** The trader's active, unexpired licence on `accountNumber` as typed, if any. */
export function licenceOnAccount(
  licences: readonly LicenceView[],
  accountNumber: string,
  now: number,
): LicenceView | undefined {
  const typed = accountNumber.trim();
  if (!/^\d+$/.test(typed)) return undefined;
  return licences.find(
    (licence) =>
      licence.status === 'active' &&
      String(licence.accountNumber) === typed &&
      (licence.expiresAt === undefined || Date.parse(licence.expiresAt) > now),
  );
}
