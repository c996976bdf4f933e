// A busy shop for the admin console's browser tests, arranged through the shop's own public API: verified
// traders who each placed an order (most of them paid on the dev chain, so they hold a licence and a
// ledger line), a support ticket each and the admin's discount codes. Each trader calls from their own
// loopback address, as separate customers would, so the per-address limits meant for one client apply
// to each of them and not to the whole scene.
import { request } from 'node:http';
import { eventually } from '../../infra/src/testing/eventually.js';
import { signInByApi } from './journey.js';
import type { RunningShop } from './shop.js';
import type { TestAdmin } from './two-factor.js';

export interface SceneOptions {
  /** Traders to sign up; each places one order and opens one ticket. */
  traders: number;
  /** How many of those orders are paid (the rest stay awaiting payment). */
  paid: number;
  discounts: number;
  admin: TestAdmin;
}

export interface ConsoleScene {
  adminToken: string;
}

interface Trader {
  username: string;
  email: string;
  password: string;
  /** The loopback address the trader calls from. */
  address: string;
  token?: string;
}

type Json = Record<string, unknown>;

/** Calls the shop from `localAddress`; the answer's status and JSON. */
function callFrom(
  shop: RunningShop,
  localAddress: string,
  path: string,
  body?: object,
  token?: string,
): Promise<{ status: number; json: Json }> {
  const url = new URL(path, shop.url);
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: body ? 'POST' : 'GET',
        localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Json) : {} });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map((item, offset) => work(item, start + offset)));
  }
}

function expectSuccess(what: string, answer: { status: number; json: Json }): Json {
  if (answer.json.success !== true)
    throw new Error(`${what} failed (${answer.status}): ${JSON.stringify(answer.json)}`);
  return answer.json;
}

const PLANS = [
  ['starter', '1month'],
  ['popular', '3months'],
  ['elite', '6months'],
  ['professional', '12months'],
] as const;

async function signUpAndIn(shop: RunningShop, trader: Trader): Promise<void> {
  const { username, email, password, address } = trader;
  expectSuccess('sign-up', await callFrom(shop, address, '/api/users', { username, email, password }));
  const link = /verify-email\?token=(\S+)/.exec((await shop.mailbox.next(email)).text)![1]!;
  expectSuccess(
    'verification',
    await callFrom(shop, address, '/api/users/verify-email', { token: decodeURIComponent(link) }),
  );
  const signedIn = expectSuccess(
    'sign-in',
    await callFrom(shop, address, '/api/users/login', { email, password }),
  );
  trader.token = signedIn.token as string;
}

async function placeOrder(shop: RunningShop, trader: Trader, index: number, pay: boolean): Promise<void> {
  const [planType, planDuration] = PLANS[index % PLANS.length]!;
  const body = { planType, planDuration, accountNumber: 7_000_000 + index, network: 'BEP20' };
  // Placing needs the verified email in the users read model, which may trail the verification.
  let refusal: Json | undefined;
  const order = await eventually(
    async () => {
      const answer = await callFrom(shop, trader.address, '/api/payments/orders', body, trader.token);
      refusal = answer.json;
      return answer.json.success === true ? (answer.json.order as { orderId: string }) : undefined;
    },
    {
      what: `an order placed by ${trader.username}`,
      intervalMs: 200,
      explain: () => JSON.stringify(refusal),
    },
  );
  if (!pay) return;
  expectSuccess(
    'dev payment',
    await callFrom(shop, trader.address, '/api/payments/dev-pay', { orderId: order.orderId }, trader.token),
  );
}

async function openTicket(shop: RunningShop, trader: Trader, index: number): Promise<void> {
  const body = {
    subject: `Robot question ${index + 1} about account ${7_000_000 + index}`,
    description: 'The robot stopped opening trades after the weekend; what should I check first?',
    priority: ['low', 'medium', 'high'][index % 3],
  };
  expectSuccess('ticket', await callFrom(shop, trader.address, '/api/tickets', body, trader.token));
}

async function createDiscount(shop: RunningShop, adminToken: string, index: number): Promise<void> {
  const body = {
    code: `SPRING${String(index + 1).padStart(3, '0')}`,
    description: `Spring campaign code ${index + 1} for newsletter readers`,
    type: index % 2 === 0 ? 'percentage' : 'fixed',
    value: index % 2 === 0 ? 10 + (index % 4) * 5 : 15,
    minAmount: 49,
    usageLimit: 100,
    validUntil: new Date(Date.now() + (30 + index) * 86_400_000).toISOString(),
  };
  expectSuccess('discount', await callFrom(shop, '127.0.0.1', '/api/discounts', body, adminToken));
}

/** Arranges the scene and waits until the admin's lists show all of it. */
export async function arrangeConsoleScene(shop: RunningShop, options: SceneOptions): Promise<ConsoleScene> {
  const admin = await signInByApi(shop, options.admin);
  if (admin.success !== true) throw new Error(`admin sign-in failed: ${JSON.stringify(admin)}`);
  const adminToken = admin.token as string;
  const traders: Trader[] = Array.from({ length: options.traders }, (_, index) => ({
    username: `trader${String(index + 1).padStart(3, '0')}`,
    email: `trader${index + 1}@example.com`,
    password: 'Tr4der!Scene',
    address: `127.0.0.${10 + index}`,
  }));
  await inBatches(traders, 6, (trader) => signUpAndIn(shop, trader));
  await inBatches(traders, 6, (trader, index) => placeOrder(shop, trader, index, index < options.paid));
  await inBatches(traders, 6, (trader, index) => openTicket(shop, trader, index));
  await inBatches(
    Array.from({ length: options.discounts }, (_, index) => index),
    6,
    (index) => createDiscount(shop, adminToken, index),
  );
  await eventually(
    async () => {
      const answer = await callFrom(shop, '127.0.0.1', '/api/licenses?page=1&limit=1', undefined, adminToken);
      return (answer.json.pagination as { total: number } | undefined)?.total ?? 0;
    },
    {
      what: `${options.paid} licences issued for the paid orders`,
      accept: (total) => total >= options.paid,
      timeoutMs: 120_000,
      intervalMs: 500,
    },
  );
  return { adminToken };
}
