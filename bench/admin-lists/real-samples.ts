// A handful of entities made through the real API before the bulk seed, so the seed can copy their
// events' shapes and be checked against the rows the projectors wrote for them: a sign-up over HTTP,
// a verified trader whose order is paid (hash submitted, confirmed by an admin, licence delivered by
// the fulfilment reactor), a second order left pending, and a licence an admin issues by hand, then revokes.
import type { BenchDatabase } from '../shared/bench-database.js';
import type { BenchUser } from '../shared/seed-accounts.js';
import { waitFor } from '../shared/wait.js';

export interface RealSamples {
  traderId: string;
  completedOrderId: string;
  pendingOrderId: string;
  adminLicenceId: string;
}

async function call(apiUrl: string, method: string, path: string, who?: BenchUser, body?: object) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { ...who?.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** An order placed by `trader` on BEP20 (the one network the bench configures); its id. */
async function placeOrder(apiUrl: string, trader: BenchUser, accountNumber: number): Promise<string> {
  const answer = await call(apiUrl, 'POST', '/api/payments/orders', trader, {
    planType: 'popular',
    planDuration: '3months',
    accountNumber,
    network: 'BEP20',
    discountCode: null,
  });
  return (answer.order as { orderId: string }).orderId;
}

/** Hash submitted by the buyer, payment confirmed by an admin; the reactor then delivers the licence. */
async function payOrder(apiUrl: string, trader: BenchUser, admin: BenchUser, orderId: string) {
  const transactionHash = `0x${'ab'.repeat(31)}${orderId.slice(0, 2)}`;
  await call(apiUrl, 'POST', '/api/payments/submit', trader, { orderId, transactionHash });
  await call(apiUrl, 'POST', `/api/admin/payments/${orderId}/confirm`, admin, {
    reason: 'Checked on chain (bench)',
  });
}

export async function makeRealSamples(options: {
  apiUrl: string;
  database: BenchDatabase;
  admin: BenchUser;
  /** A verified, signed-in trader (made by the API's own registration code). */
  trader: BenchUser;
}): Promise<RealSamples> {
  const { apiUrl, database, admin, trader } = options;
  await call(apiUrl, 'POST', '/api/users', undefined, {
    username: 'benchsignup',
    email: 'bench-signup@example.com',
    password: 'Tr4ding!Robot-Bench',
  });
  const completedOrderId = await placeOrder(apiUrl, trader, 70_000_001);
  await payOrder(apiUrl, trader, admin, completedOrderId);
  const pendingOrderId = await placeOrder(apiUrl, trader, 70_000_002);
  const issued = await call(apiUrl, 'POST', '/api/licenses', admin, {
    userId: trader.userId,
    durationDays: 30,
    accountNumber: 70_000_003,
  });
  const adminLicenceId = (issued.license as { _id: string })._id;
  await call(apiUrl, 'PATCH', `/api/licenses/${adminLicenceId}`, admin, { status: 'revoked' });
  await waitFor('the real order completed with its licence', 60_000, async () => {
    const { rows } = await database.pool.query<{ status: string }>(
      'select status from orders where order_id = $1',
      [completedOrderId],
    );
    return rows[0]?.status === 'completed' ? true : undefined;
  });
  return { traderId: trader.userId, completedOrderId, pendingOrderId, adminLicenceId };
}
