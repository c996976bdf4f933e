// Which networks Plan Details offers, and which one is picked, as GET /api/payments/networks answers.
import type { NetworkAvailability } from '@shop/command-api/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveNetwork, NETWORK_UNAVAILABLE, networkOptions } from './network-choice';

const TRON_DOWN = 'TRC20 payments are unavailable on this server';
const availability = (trc20: boolean, bep20: boolean, message: string | null = TRON_DOWN) =>
  [
    {
      network: 'TRC20',
      name: 'TRON (TRC20)',
      blockExplorer: 'https://tronscan.org',
      available: trc20,
      message: trc20 ? null : message,
      confirmationsRequired: 19,
    },
    {
      network: 'BEP20',
      name: 'BNB Smart Chain (BEP20)',
      blockExplorer: 'https://bscscan.com',
      available: bep20,
      message: bep20 ? null : 'BEP20 payments are unavailable on this server',
      confirmationsRequired: 15,
    },
  ] satisfies NetworkAvailability[];

describe('networkOptions', () => {
  it('offers both networks, available, while there is no answer', () => {
    expect(networkOptions(undefined)).toEqual([
      { network: 'TRC20', name: 'TRON (TRC20)', available: true, message: null },
      { network: 'BEP20', name: 'BNB Smart Chain (BEP20)', available: true, message: null },
    ]);
  });

  it("keeps the server's reason for an unavailable network, or says it is unavailable", () => {
    expect(networkOptions(availability(false, true))[0]).toMatchObject({
      available: false,
      message: TRON_DOWN,
    });
    expect(networkOptions(availability(false, true, null))[0]?.message).toBe(NETWORK_UNAVAILABLE);
    expect(networkOptions(availability(false, true))[1]).toMatchObject({ available: true, message: null });
  });
});

describe('effectiveNetwork', () => {
  it.each([
    ['no answer, nothing chosen', undefined, null, 'TRC20'],
    ['no answer, BEP20 chosen', undefined, 'BEP20', 'BEP20'],
    ['both available, nothing chosen', availability(true, true), null, 'TRC20'],
    ['both available, BEP20 chosen', availability(true, true), 'BEP20', 'BEP20'],
    ['TRC20 unavailable, nothing chosen', availability(false, true), null, 'BEP20'],
    ['TRC20 unavailable though chosen', availability(false, true), 'TRC20', 'BEP20'],
    ['BEP20 unavailable though chosen', availability(true, false), 'BEP20', 'TRC20'],
    ['neither available', availability(false, false), null, 'TRC20'],
  ] as const)('%s → %s', (_, reported, chosen, expected) => {
    expect(effectiveNetwork(networkOptions(reported), chosen)).toBe(expected);
  });
});
