// A buyer driving orders over HTTP while a test runs the watcher's rounds by hand.
import { PAYMENT_MESSAGES } from '@shop/command-api/contracts';
import type { Network } from '@shop/domain';
import { eventually } from '@shop/infra/testing';
import { expect } from 'vitest';
import type { Session } from '../../../command-api/test/helpers/sessions.js';
import type { TestApp } from '../../../command-api/test/helpers/test-app.js';
import type { NetworkWatcher } from '../../src/watcher/network-watcher.js';

export interface PlacedOrder {
  orderId: string;
  paymentAddress: string;
  amountBaseUnits: string;
  accountNumber: number;
}

export interface BuyerOptions {
  network: Network;
  plan: { planType: string; planDuration: string };
  /** First account number used; each order takes the next unless one is given. */
  firstAccountNumber: number;
  /** Second octet of the client addresses, so per-address limits never interfere. */
  addressBlock: number;
}

export interface BuyerContext {
  t: TestApp;
  buyer: Session;
  watcher: NetworkWatcher;
}

/** `context` is read on each call, so a suite can create the driver before its `beforeAll` runs. */
export function buyerDriver(context: () => BuyerContext, options: BuyerOptions) {
  let accountNumber = options.firstAccountNumber;
  let requests = 0;
  const remoteAddress = () => `10.${options.addressBlock}.${Math.floor(++requests / 250)}.${requests % 250}`;

  async function placeOrder(account = ++accountNumber, extra: object = {}): Promise<PlacedOrder> {
    const { t, buyer } = context();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: buyer.auth,
      remoteAddress: remoteAddress(),
      payload: { ...options.plan, accountNumber: account, network: options.network, ...extra },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order;
  }

  async function submit(orderId: string, transactionHash: string) {
    const { t, buyer } = context();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/submit',
      headers: buyer.auth,
      remoteAddress: remoteAddress(),
      payload: { orderId, transactionHash },
    });
    expect(response.json()).toMatchObject({ success: true, message: PAYMENT_MESSAGES.submitted });
  }

  /** Undefined until the read model shows the order (it follows the events by a few milliseconds). */
  async function paymentStatus(orderId: string): Promise<Record<string, unknown> | undefined> {
    const { t, buyer } = context();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${orderId}`,
      headers: buyer.auth,
    });
    return response.json().payment;
  }

  /** Watcher rounds until the status call shows `status` (the read models catch up in between). */
  async function settle(orderId: string, status: string): Promise<Record<string, unknown>> {
    const payment = await eventually(
      async () => {
        await context().watcher.round();
        return paymentStatus(orderId);
      },
      { what: `order ${orderId} ${status}`, accept: (answer) => answer?.status === status, intervalMs: 50 },
    );
    return payment as Record<string, unknown>;
  }

  return { placeOrder, submit, paymentStatus, settle };
}
