// TARGETS R5: every registered route × {anonymous, another user, owner, admin}, from the app's own route
// list, against the access each route declares. No route may leak or change another user's data, and
// admin routes refuse everybody else on the server, an admin whose session proved no second factor too,
// and the step-up routes an admin whose second factor is older than 10 minutes.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/http/route-access.js';
import type { Session } from '../helpers/sessions.js';
import { type ApiRoute, apiRoutes, injectOptions } from './api-routes.js';
import { type Fixture, startSecurityApp } from './fixture.js';
import { envelopeFault } from './problem-envelope.js';
import { KNOWN_SERVER_ANSWERS, type SampleRequest } from './route-samples.js';

type Persona = 'anonymous' | 'other' | 'owner' | 'admin' | 'impostor' | 'adminWithoutFactor' | 'staleAdmin';
/** allowed: any answer but 401/403 (and no server error); refused: 403 or 404, as for a record that does not exist. */
type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'refused';

const EVERYONE = { anonymous: 'allowed', other: 'allowed', owner: 'allowed', admin: 'allowed' } as const;
const EXPECTED: Record<RouteAccess, Partial<Record<Persona, Outcome>>> = {
  public: EVERYONE,
  user: { anonymous: 'unauthenticated', other: 'allowed', owner: 'allowed', admin: 'allowed' },
  owner: { anonymous: 'unauthenticated', other: 'refused', owner: 'allowed', admin: 'allowed' },
  admin: {
    anonymous: 'unauthenticated',
    other: 'forbidden',
    owner: 'forbidden',
    admin: 'allowed',
    adminWithoutFactor: 'forbidden',
  },
  // Machines prove who they are in the request itself; a session neither helps nor hurts.
  robot: { ...EVERYONE, impostor: 'unauthenticated' },
  'dev-cli': { ...EVERYONE, impostor: 'unauthenticated' },
};

/** The request of someone without the machine's credential: an unknown licence key, a wrong dev token. */
const IMPOSTORS: Partial<Record<RouteAccess, (request: SampleRequest) => SampleRequest>> = {
  robot: (request) => ({
    ...request,
    body: { ...(request.body as object), licenseKey: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ' },
  }),
  'dev-cli': (request) => ({ ...request, headers: { 'x-dev-token': 'not-the-dev-token' } }),
};

/** They end sessions: run last (in this order), so no later case meets a revoked token. */
const LAST = ['POST /api/users/me/sessions/end-others', 'POST /api/users/logout'];
const rank = (route: ApiRoute) => LAST.indexOf(route.key);

const fx: Fixture = await startSecurityApp('fresh');
afterAll(() => fx.t.close());
const routes = apiRoutes(fx.t.app).sort((a, b) => rank(a) - rank(b));

it('lists every route with the access it declares and a sample request', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes.filter((route) => !route.access).map((route) => route.key)).toEqual([]);
  expect(routes.filter((route) => !route.sample).map((route) => route.key)).toEqual([]);
});

/** What a persona meets on a route: step-up routes refuse a stale second factor as unauthenticated. */
function expectations(route: ApiRoute): Partial<Record<Persona, Outcome>> {
  const declared = EXPECTED[route.access ?? 'public'];
  return route.stepUp ? { ...declared, staleAdmin: 'unauthenticated' } : declared;
}

/** The code each persona's refusal must carry when it is not a plain one. */
const REFUSAL_CODES: Partial<Record<Persona, string>> = {
  anonymous: 'AUTHENTICATION_REQUIRED',
  adminWithoutFactor: 'TWO_FACTOR_SETUP_REQUIRED',
  staleAdmin: 'STEP_UP_REQUIRED',
};

it('asks a recent second factor for deleting users, changing roles, issuing licences, approving refunds and resets', () => {
  expect(routes.filter((route) => route.stepUp).map((route) => route.key)).toEqual(
    expect.arrayContaining([
      'DELETE /api/users/:id',
      'PUT /api/users/:id',
      'POST /api/licenses',
      'POST /api/admin/refunds/:orderId/approve',
      'POST /api/users/:id/two-factor/reset',
    ]),
  );
  expect(routes.filter((route) => route.stepUp && route.access !== 'admin')).toEqual([]);
});

describe.each(routes)('$key', (route) => {
  const personas = Object.keys(expectations(route)) as Persona[];
  it.each(personas)('as %s', async (persona) => {
    expect(route.access, `${route.key} declares no config.access`).toBeDefined();
    expect(route.sample, `${route.key} has no sample in route-samples.ts`).toBeDefined();
    const expected = expectations(route)[persona]!;
    const { response, appended } = await send(route, persona);
    const problems = judge(route, persona, expected, response);
    if (expected !== 'allowed') expect(appended, 'events appended by a refused call').toEqual([]);
    expect(
      problems,
      `${route.key} as ${persona} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    ).toEqual([]);
  });
});

async function send(route: ApiRoute, persona: Persona) {
  const sample = await route.sample!(fx);
  const request = persona === 'impostor' ? IMPOSTORS[route.access!]!(sample) : sample;
  const sessions: Partial<Record<Persona, Session>> = {
    other: fx.other,
    owner: fx.owner,
    admin: fx.admin,
    adminWithoutFactor: fx.adminWithoutFactor,
    staleAdmin: await staleAdmin(),
  };
  const session = sessions[persona];
  const correlationId = `r5-${fx.unique()}`;
  const headers = { ...session?.auth, 'x-correlation-id': correlationId };
  const before = await fx.t.store.headPosition();
  const response = await fx.t.app.inject(injectOptions(route, request, headers, fx.nextAddress()));
  if (session) keepRefreshedToken(route, session, response);
  const appended = (await fx.t.store.readAll(before, { limit: 1_000 }))
    .filter((event) => event.metadata.correlationId === correlationId)
    .map((event) => event.type);
  return { response, appended };
}

/** The caller's own calls that end its other sessions answer its refreshed token: later cases use it. */
function keepRefreshedToken(route: ApiRoute, session: Session, response: LightMyRequestResponse) {
  if (route.method !== 'POST' || !route.url.startsWith('/api/users/me/') || response.statusCode !== 200)
    return;
  const { token } = response.json() as { token?: unknown };
  if (typeof token !== 'string') return;
  session.token = token;
  session.auth = { authorization: `Bearer ${token}` };
}

/** The fixture's admin with a second factor proved 11 minutes before the app's clock, same session otherwise. */
async function staleAdmin(): Promise<Session> {
  const claims = await fx.t.app.sessions.verify(fx.admin.token);
  const now = fx.t.clock.now;
  const token = await fx.t.app.sessions.issue(
    { ...claims!, secondFactorAt: Math.floor(now.getTime() / 1000) - 11 * 60 },
    now,
  );
  return { ...fx.admin, token, auth: { authorization: `Bearer ${token}` } };
}

function judge(route: ApiRoute, persona: Persona, expected: Outcome, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const problems: string[] = [];
  const wanted = {
    allowed: () =>
      status !== 401 && status !== 403 && (status < 500 || status === KNOWN_SERVER_ANSWERS[route.sampleKey]),
    unauthenticated: () => status === 401,
    forbidden: () => status === 403,
    refused: () => status === 403 || status === 404,
  }[expected];
  if (!wanted()) problems.push(`expected ${expected}, got ${status}`);
  // HEAD answers carry no body to look into.
  if (expected !== 'allowed' && route.method !== 'HEAD') {
    const fault = envelopeFault(response);
    const code = fault ? undefined : response.json().code;
    const wantedCode = REFUSAL_CODES[persona];
    if (fault) problems.push(`a refusal with ${fault}`);
    else if (wantedCode && code !== wantedCode)
      problems.push(`${persona} refused with ${code}, not ${wantedCode}`);
  }
  if (persona === 'other') {
    const leaked = fx.ownerMarkers.filter((marker) => response.body.includes(marker));
    if (leaked.length > 0) problems.push(`another user saw the owner's ${leaked.join(', ')}`);
  }
  return problems;
}
