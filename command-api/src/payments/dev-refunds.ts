// `npm run dev:refund -- <orderId>` on the development chain: sends a refund's amount of test USDT from
// the dev wallet back to the address that paid the order (or the refund address the buyer gave) and
// answers the transaction hash, which an admin then pastes into the refund approval.
import { centsToBaseUnits, DomainError, orderDecider, orderError, orderStream } from '@shop/domain';
import { type EventStore, loadAggregate } from '@shop/infra';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevPayments } from '../app-dependencies.js';
import { problemResponses } from '../contracts/envelope.js';
import { devPayResponseSchema, orderIdParamsSchema, PAYMENT_MESSAGES } from '../contracts/payments.js';

const refused = () => new DomainError('DEV_REFUND_REFUSED', PAYMENT_MESSAGES.devRefundRefused, 'rule');

/** Sends the refund of `orderId` from the dev wallet; answers its transaction hash. */
async function sendDevRefund(store: EventStore, devPayments: DevPayments, orderId: string): Promise<string> {
  const { state } = await loadAggregate(store, orderStream(orderId), orderDecider);
  if (state.status === 'none') throw orderError.notFound();
  if (state.network !== 'BEP20' || state.refund?.status !== 'requested') throw refused();
  const paidFrom =
    state.transactionHash && devPayments.payerOf
      ? await devPayments.payerOf(state.transactionHash, state.paymentAddress)
      : undefined;
  const recipient = state.refund.refundAddress ?? paidFrom;
  if (!recipient) throw refused();
  return devPayments.pay(recipient, centsToBaseUnits(state.amountCents, state.network));
}

const devRefunds: FastifyPluginAsyncZod<{ store: EventStore; devPayments: DevPayments }> = async (
  app,
  { store, devPayments },
) => {
  app.post(
    '/api/dev/orders/:orderId/refund',
    {
      config: { access: 'dev-cli', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Development chain only: send a refund from the dev wallet (npm run dev:refund)',
        params: orderIdParamsSchema,
        response: { 200: devPayResponseSchema, ...problemResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const transactionHash = await sendDevRefund(store, devPayments, request.params.orderId);
      return { success: true as const, message: PAYMENT_MESSAGES.devRefunded, transactionHash };
    },
  );
};

export default devRefunds;
