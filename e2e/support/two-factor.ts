// Admins in browser tests have an authenticator app from the start (ADMIN_TOTP_SECRET, as a shop
// provisioned by script has): their credentials, the shop's environment for them, and its codes. A
// shop refuses a code of a 30-second step it already accepted, so each code here is of a step this
// run has not used yet.
import { totpCode } from '@shop/command-api';

/** 160 random bits in base32, the same for every test admin (each test runs its own shop). */
export const TEST_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYG2ZBQORWXMYLN';

export interface TestAdmin {
  email: string;
  password: string;
  totpSecret: string;
}

export function testAdmin(email: string, password: string): TestAdmin {
  return { email, password, totpSecret: TEST_ADMIN_TOTP_SECRET };
}

/** What `startShop` needs to create this admin with its authenticator app. */
export function adminEnvironment(admin: TestAdmin): Record<string, string> {
  return { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_TOTP_SECRET: admin.totpSecret };
}

const STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/**
 * A code for `secret` of a step not used before in this run. The shop accepts the step before and after
 * its own; the one after is safe to use (the shop's clock is never behind this one, the request comes
 * later), so two sign-ins in a row need no wait, and a third waits for the clock to move a step.
 * `clockAheadMs`: how far the shop's clock has been moved forward (POST /api/dev/clock).
 */
export async function freshTotpCode(secret: string, clockAheadMs = 0): Promise<string> {
  const stepNow = () => Math.floor((Date.now() + clockAheadMs) / STEP_MS);
  const unused = () => {
    const now = stepNow();
    return [now, now + 1].find((step) => step > (lastStepUsed.get(secret) ?? -1));
  };
  const deadline = Date.now() + 2 * STEP_MS;
  let step = unused();
  while (step === undefined) {
    if (Date.now() > deadline) throw new Error('no new TOTP step came');
    await new Promise((resolve) => setTimeout(resolve, 250));
    step = unused();
  }
  lastStepUsed.set(secret, step);
  return totpCode(secret, new Date(step * STEP_MS));
}
