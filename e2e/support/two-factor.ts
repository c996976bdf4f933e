// Admins in browser tests have an authenticator app from the start (ADMIN_TOTP_SECRET, as a shop
// provisioned by script has): their credentials, the shop's environment for them, and its codes. A
// shop refuses a code of a 30-second step it already accepted, so each code here is of a step this
// run has not used yet, waiting (at most one step) for the next when it must.
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
 * A code for `secret` of a step not used before in this run. `clockAheadMs`: how far the shop's clock
 * has been moved forward (POST /api/dev/clock).
 */
export async function freshTotpCode(secret: string, clockAheadMs = 0): Promise<string> {
  const stepNow = () => Math.floor((Date.now() + clockAheadMs) / STEP_MS);
  const deadline = Date.now() + 2 * STEP_MS;
  while (stepNow() <= (lastStepUsed.get(secret) ?? -1)) {
    if (Date.now() > deadline) throw new Error('no new TOTP step came');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const step = stepNow();
  lastStepUsed.set(secret, step);
  return totpCode(secret, new Date(step * STEP_MS));
}
