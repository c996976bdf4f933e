// The reports a fleet of robots sends, in the proportions a real fleet would: mostly heartbeats
// (every 30 s), position snapshots, equity samples and now and then closed deals. Each report
// comes from the next licence in turn, so a few thousand licences stand in for many more robots.
import { drawKind } from '../shared/mix.js';
import type { PlannedRequest } from '../shared/open-loop.js';

export interface BenchLicence {
  licenseKey: string;
  accountNumber: number;
}

export const REPORT_MIX = [
  { kind: 'heartbeat', share: 0.7 },
  { kind: 'positions', share: 0.15 },
  { kind: 'equity', share: 0.1 },
  { kind: 'deals', share: 0.05 },
] as const;

/** The routes' limit per licence and report kind (command-api/src/robot/commands.ts). */
const ROUTE_LIMIT_PER_MINUTE = 120;

/** Licences enough that, at `reportsPerSecond` of the mix, each stays at half its heartbeat limit. */
export function licencesFor(reportsPerSecond: number): number {
  const heartbeats = REPORT_MIX.find((entry) => entry.kind === 'heartbeat')!.share;
  return Math.ceil((reportsPerSecond * heartbeats * 60) / (ROUTE_LIMIT_PER_MINUTE / 2));
}

const SYMBOLS = [
  { symbol: 'EURUSD', price: 1.0852, digits: 5 },
  { symbol: 'GBPUSD', price: 1.2674, digits: 5 },
  { symbol: 'USDJPY', price: 151.382, digits: 3 },
  { symbol: 'XAUUSD', price: 2331.45, digits: 2 },
];

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

interface RobotState {
  licence: BenchLicence;
  balance: number;
  nextTicket: number;
  /** Where its reports come from (X-Forwarded-For). */
  address: string;
}

function position(ticket: number, now: number) {
  const { symbol, price, digits } = pick(SYMBOLS);
  const current = price * (1 + (Math.random() - 0.5) * 0.004);
  return {
    ticket,
    symbol,
    type: Math.random() < 0.5 ? 'BUY' : 'SELL',
    volume: round(0.01 + Math.random() * 0.5, 2),
    openPrice: round(price, digits),
    currentPrice: round(current, digits),
    profit: round((Math.random() - 0.45) * 120, 2),
    openTime: new Date(now - Math.floor(Math.random() * 6 * 3_600_000)).toISOString(),
  };
}

function deal(ticket: number, now: number) {
  const { symbol, price, digits } = pick(SYMBOLS);
  const volume = round(0.01 + Math.random() * 0.5, 2);
  return {
    ticket,
    symbol,
    type: Math.random() < 0.5 ? 'BUY' : 'SELL',
    volume,
    price: round(price * (1 + (Math.random() - 0.5) * 0.004), digits),
    profit: round((Math.random() - 0.45) * 150, 2),
    commission: round(-7 * volume, 2),
    swap: 0,
    comment: Math.random() < 0.5 ? `[tp ${price.toFixed(digits)}]` : `[sl ${price.toFixed(digits)}]`,
    time: new Date(now).toISOString(),
    openTime: new Date(now - Math.floor(Math.random() * 6 * 3_600_000)).toISOString(),
  };
}

/**
 * Each robot's own address (10.x.y.z), as robots on their own machines have: the API limits reports
 * per address (3,000 a minute), and the shop stack trusts one proxy hop (TRUST_PROXY=1) so it reads
 * this address from X-Forwarded-For, as behind the production proxy.
 */
function robotAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** A generator of the next report; deals carry fresh tickets, so each one is really stored. */
export function reportMix(licences: readonly BenchLicence[]): () => PlannedRequest {
  const robots: RobotState[] = licences.map(({ licenseKey, accountNumber }, i) => ({
    licence: { licenseKey, accountNumber },
    balance: 10_000 + (i % 50) * 200,
    nextTicket: 100_000_000 + Math.floor(Math.random() * 1_000_000_000),
    address: robotAddress(i),
  }));
  let turn = 0;
  return () => {
    const robot = robots[turn % robots.length]!;
    turn += 1;
    const now = Date.now();
    const identity = robot.licence;
    const kind = drawKind(REPORT_MIX);
    const equity = round(robot.balance + (Math.random() - 0.5) * 200, 2);
    let body: object;
    switch (kind) {
      case 'heartbeat':
        body = { ...identity, eaVersion: '2.4.1', activePositions: 2, balance: robot.balance, equity };
        break;
      case 'positions': {
        const count = Math.floor(Math.random() * 4);
        body = {
          ...identity,
          positions: Array.from({ length: count }, (_, i) => position(robot.nextTicket + 1_000_000 + i, now)),
        };
        break;
      }
      case 'equity':
        body = {
          ...identity,
          samples: [{ time: new Date(now).toISOString(), balance: robot.balance, equity }],
        };
        break;
      case 'deals': {
        const count = Math.random() < 0.8 ? 1 : 2;
        const deals = Array.from({ length: count }, () => deal(robot.nextTicket++, now));
        robot.balance = round(robot.balance + deals.reduce((sum, d) => sum + d.profit + d.commission, 0), 2);
        body = { ...identity, deals };
        break;
      }
    }
    return {
      kind,
      path: `/api/robot/${kind}`,
      body: JSON.stringify(body),
      headers: { 'x-forwarded-for': robot.address },
    };
  };
}
