// TARGETS R6: generated malformed requests across every route that takes input, sent as the owner and
// as the admin: zero 5xx, zero events appended, every answer a 4xx in the error envelope with a message.
// R6_REQUESTS sets how many (npm test runs a few hundred; npm run test:reliability 10,000); R6_SEED replays a run.

import { reportFigure } from '@shop/infra/testing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { apiRoutes } from './api-routes.js';
import { type Fixture, startSecurityApp } from './fixture.js';
import { type FuzzTarget, type MalformedRequest, malformedRequests } from './malformed-requests.js';
import { envelopeFault } from './problem-envelope.js';

const REQUESTS = Number(process.env.R6_REQUESTS ?? 600);
const SEED = Number(process.env.R6_SEED ?? Date.now() % 2 ** 31);
const CORRELATION_ID = 'r6-fuzz';

const fx: Fixture = await startSecurityApp('shared');
afterAll(() => fx.t.close());

/** Google's callback turns any malformed query into a redirect to the login page with a message, by design. */
const targets: FuzzTarget[] = await Promise.all(
  apiRoutes(fx.t.app)
    .filter((route) => route.method !== 'HEAD' && !route.attachValidation && route.sample)
    .map(async (route) => ({ route, base: await route.sample!(fx) })),
);

interface Sent {
  request: MalformedRequest & { route: string; persona: string };
  response: LightMyRequestResponse;
}

it(`answers ${REQUESTS} malformed requests with a 4xx in the error envelope and appends nothing`, async () => {
  const generators = targets.flatMap((target) => {
    const requests = malformedRequests(target);
    return requests
      ? [requests.map((request) => ({ ...request, route: target.route, extra: target.base.headers }))]
      : [];
  });
  const requests = fc.sample(
    fc.tuple(fc.oneof(...generators), fc.constantFrom('owner', 'admin') as fc.Arbitrary<'owner' | 'admin'>),
    { numRuns: REQUESTS, seed: SEED },
  );
  const before = await fx.t.store.headPosition();

  const sent: Sent[] = [];
  for (const [{ route, extra, ...request }, persona] of requests) {
    const response = await fx.t.app.inject({
      method: route.method,
      url: request.query ? `${request.path}?${request.query}` : request.path,
      headers: {
        ...extra,
        ...fx[persona].auth,
        'x-correlation-id': CORRELATION_ID,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      remoteAddress: fx.nextAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    sent.push({ request: { ...request, route: route.key, persona }, response });
  }

  const eventsAppended = await fx.t.store.countAfter(before, 1_000_000);
  const serverErrors = sent.filter(({ response }) => response.statusCode >= 500);
  const not4xx = sent.filter(({ response }) => response.statusCode < 400 || response.statusCode >= 500);
  const badEnvelopes = sent.filter(({ response }) => response.statusCode >= 400 && envelopeFault(response));
  reportFigure(
    `R6: ${sent.length} malformed requests, ${serverErrors.length} 5xx, ${eventsAppended} events appended, ${not4xx.length} non-4xx`,
  );
  reportFigure(`R6 seed ${SEED} (R6_SEED=${SEED} replays this run)`);

  const report = (list: Sent[]) =>
    list.slice(0, 10).map(({ request, response }) => ({
      route: request.route,
      persona: request.persona,
      broken: request.label,
      status: response.statusCode,
      fault: envelopeFault(response),
      answer: response.body.slice(0, 200),
    }));
  expect(report(not4xx), 'answers outside 4xx').toEqual([]);
  expect(report(badEnvelopes), 'answers without the error envelope').toEqual([]);
  expect(eventsAppended, 'events appended by malformed requests').toBe(0);
  expect(sent).toHaveLength(REQUESTS);
});

it('refuses counts beyond what the read models store, instead of appending an event no projector can apply', async () => {
  const before = await fx.t.store.headPosition();
  for (const limit of ['usageLimit', 'userUsageLimit']) {
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: fx.admin.auth,
      payload: {
        code: `BIG${fx.unique()}`,
        description: 'Huge',
        value: 5,
        validUntil: '2099-01-01T00:00:00Z',
        [limit]: 2 ** 31,
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeFault(response)).toBeUndefined();
  }
  expect(await fx.t.store.countAfter(before, 100)).toBe(0);
});
