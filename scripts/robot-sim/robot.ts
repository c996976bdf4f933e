// One simulated MT5 account run by the robot: it opens a few positions a day in the direction of
// the trend it reads (right more often than not: a modest edge), sizes each to risk a fixed share
// of the balance at its stop loss, closes at take profit, stop loss, after some hours or before
// the weekend, and now and then the owner deposits or withdraws. Money is kept in cents, so the
// deals add up to the balance exactly; equity = balance + the open positions' profit.
import {
  createMarket,
  DAY_MS,
  HOUR_MS,
  isMarketOpen,
  type Market,
  MINUTE_MS,
  profitUsd,
  roundTo,
  type Side,
  type SymbolSpec,
} from './market.js';
import { createRandom, type Random } from './random.js';
import type { Deal, EquitySample, OpenPosition, RobotIdentity, StepReports } from './reports.js';

export interface RobotSimulationOptions extends RobotIdentity {
  seed: number | string;
  /** The initial deposit, in USD (default 10,000). */
  startBalance?: number;
  /** When the account was funded: the simulation runs from here. */
  start: Date;
  eaVersion?: string;
  /** How often `step` includes an equity sample (default 5 minutes). */
  equityEveryMs?: number;
  /** Positions opened per trading day, on average (default 5). */
  tradesPerDay?: number;
}

export interface RobotState {
  time: Date;
  balance: number;
  equity: number;
  positions: OpenPosition[];
}

export interface RobotSimulation {
  readonly identity: RobotIdentity;
  /** Deals and hourly equity samples of [max(start, now - days), now], for a backfill. */
  history(days: number, now: Date): { deals: Deal[]; samples: EquitySample[] };
  /** The reports due at `now`: deals closed since the last call or history, a sample when due. */
  step(now: Date): StepReports;
  state(): RobotState;
}

/** Share of the balance lost when a stop loss is hit. */
const RISK = 0.005;
/** How often the robot reads the trend right. */
const ACCURACY = 0.66;
/** Stop loss distance, in hourly standard deviations of the price. */
const STOP_SIGMAS = 1.3;
const REWARD_RATIO = 1.4;
const MAX_HOLD_MS = 9 * HOUR_MS;
const MAX_OPEN = 3;
const BALANCE_OPERATIONS_PER_DAY = 1 / 30;

interface Position {
  ticket: number;
  spec: SymbolSpec;
  side: Side;
  volume: number;
  openPrice: number;
  openTime: number;
  stopLoss: number;
  takeProfit: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const cents = (usd: number) => Math.round(usd * 100);

/** Rollovers (21:00 UTC, weekdays) between open and close: nights a swap is charged. */
function nightsHeld(open: number, close: number): number {
  let nights = 0;
  for (let day = Math.floor(open / DAY_MS) * DAY_MS; day < close; day += DAY_MS) {
    const rollover = day + 21 * HOUR_MS;
    const weekday = new Date(rollover).getUTCDay();
    if (rollover > open && rollover <= close && weekday >= 1 && weekday <= 5) nights += 1;
  }
  return nights;
}

export function createRobotSimulation(options: RobotSimulationOptions): RobotSimulation {
  const identity = { licenseKey: options.licenseKey, accountNumber: options.accountNumber };
  const eaVersion = options.eaVersion ?? '2.4.1';
  const equityEveryMs = options.equityEveryMs ?? 5 * MINUTE_MS;
  const openChance = (options.tradesPerDay ?? 5) / (24 * 60);
  const start = options.start.getTime();
  const random: Random = createRandom(`${options.seed}:robot`);
  const market: Market = createMarket(createRandom(`${options.seed}:market`), start);

  let nextTicket = random.int(10_000_000, 90_000_000);
  let balance = 0;
  /** Deposits − withdrawals, cents. */
  let netDeposits = 0;
  const positions: Position[] = [];
  const deals: Deal[] = [];
  const hourly: EquitySample[] = [];
  let reportedDeals = 0;
  let lastSampleAt: number | undefined;

  const floating = (p: Position) =>
    cents(profitUsd(p.spec, p.side, p.volume, p.openPrice, market.price(p.spec.name)));
  const equityCents = () => positions.reduce((sum, p) => sum + floating(p), balance);
  const sampleAt = (ms: number): EquitySample => ({
    time: iso(ms),
    balance: balance / 100,
    equity: equityCents() / 100,
  });

  function moveCash(amount: number, time: number, comment: string) {
    balance += amount;
    netDeposits += amount;
    deals.push({
      ticket: nextTicket++,
      symbol: '',
      type: 'BALANCE',
      volume: 0,
      price: 0,
      profit: amount / 100,
      commission: 0,
      swap: 0,
      comment,
      time: iso(time),
      openTime: null,
    });
  }

  function open(spec: SymbolSpec, time: number) {
    const trend = market.trend(spec.name);
    const direction = trend === 0 ? (random.chance(0.5) ? 1 : -1) : random.chance(ACCURACY) ? trend : -trend;
    const side: Side = direction > 0 ? 'BUY' : 'SELL';
    const price = market.price(spec.name);
    const distance = STOP_SIGMAS * (spec.dailyVolatility / Math.sqrt(24)) * price;
    const stopLoss = roundTo(price - direction * distance, spec.digits);
    const takeProfit = roundTo(price + direction * distance * REWARD_RATIO, spec.digits);
    const lossPerLot = -profitUsd(spec, side, 1, price, stopLoss);
    const lots = Math.floor(((RISK * balance) / 100 / lossPerLot) * 100) / 100;
    positions.push({
      ticket: nextTicket++,
      spec,
      side,
      volume: Math.min(spec.maxVolume, Math.max(0.01, lots)),
      openPrice: price,
      openTime: time,
      stopLoss,
      takeProfit,
    });
  }

  function close(position: Position, time: number, comment: string) {
    const { spec, side, volume } = position;
    const price = market.price(spec.name);
    const profit = floating(position);
    const commission = -cents(spec.commissionPerLot * volume);
    const swap = cents(nightsHeld(position.openTime, time) * spec.swapPerLot[side] * volume);
    balance += profit + commission + swap;
    positions.splice(positions.indexOf(position), 1);
    deals.push({
      ticket: nextTicket++,
      symbol: spec.name,
      type: side === 'BUY' ? 'SELL' : 'BUY',
      volume,
      price,
      profit: profit / 100,
      commission: commission / 100,
      swap: swap / 100,
      comment,
      time: iso(time),
      openTime: iso(position.openTime),
    });
  }

  function exitReason(position: Position, time: number): string | undefined {
    const { spec, side, stopLoss, takeProfit } = position;
    const price = market.price(spec.name);
    const long = side === 'BUY';
    if (long ? price <= stopLoss : price >= stopLoss) return `[sl ${stopLoss.toFixed(spec.digits)}]`;
    if (long ? price >= takeProfit : price <= takeProfit) return `[tp ${takeProfit.toFixed(spec.digits)}]`;
    if (time - position.openTime >= MAX_HOLD_MS) return 'time exit';
    const weekday = new Date(time).getUTCDay();
    if (weekday === 5 && time % DAY_MS >= 20 * HOUR_MS + 45 * MINUTE_MS) return 'weekend close';
    return undefined;
  }

  function trade(time: number) {
    for (const position of [...positions]) {
      const reason = exitReason(position, time);
      if (reason) close(position, time, reason);
    }
    const fridayEvening = new Date(time).getUTCDay() === 5 && time % DAY_MS >= 18 * HOUR_MS;
    // Draw every minute whether or not it is used, so the path does not depend on the state.
    const wantsToOpen = random.chance(openChance);
    const candidate = random.pick(market.symbols);
    if (!wantsToOpen || fridayEvening || positions.length >= MAX_OPEN) return;
    if (positions.some((p) => p.spec === candidate)) return;
    open(candidate, time);
  }

  function maybeMoveCash(time: number) {
    if (!random.chance(BALANCE_OPERATIONS_PER_DAY / (24 * 60))) return;
    const profit = balance - netDeposits;
    if (random.chance(0.45) && profit > 20_000) {
      const amount = Math.round((profit * (0.3 + 0.3 * random.next())) / 5_000) * 5_000;
      if (amount > 0) moveCash(-amount, time, 'Withdrawal');
    } else {
      moveCash(random.int(1, 6) * 50_000, time, 'Deposit');
    }
  }

  function tick() {
    market.advance();
    const time = market.time;
    if (isMarketOpen(time)) trade(time);
    maybeMoveCash(time);
    if (time % HOUR_MS === 0) hourly.push(sampleAt(time));
  }

  function advanceTo(now: number) {
    while (market.time + MINUTE_MS <= now) tick();
  }

  moveCash(cents(options.startBalance ?? 10_000), start, 'Initial deposit');

  function positionsNow(): OpenPosition[] {
    return positions.map((p) => ({
      ticket: p.ticket,
      symbol: p.spec.name,
      type: p.side,
      volume: p.volume,
      openPrice: p.openPrice,
      currentPrice: market.price(p.spec.name),
      profit: floating(p) / 100,
      openTime: iso(p.openTime),
    }));
  }

  return {
    identity,
    history(days, now) {
      const end = now.getTime();
      advanceTo(end);
      const from = Math.max(start, end - days * DAY_MS);
      const inWindow = (item: { time: string }) => Date.parse(item.time) >= from;
      reportedDeals = deals.length;
      const samples = hourly.filter(inWindow);
      const last = samples.at(-1);
      if (last) lastSampleAt = Date.parse(last.time);
      return { deals: deals.filter(inWindow), samples };
    },
    step(now) {
      const time = now.getTime();
      advanceTo(time);
      const newDeals = deals.slice(reportedDeals);
      reportedDeals = deals.length;
      const sampleDue = lastSampleAt === undefined || time - lastSampleAt >= equityEveryMs;
      if (sampleDue) lastSampleAt = time;
      const snapshot = positionsNow();
      return {
        heartbeat: {
          ...identity,
          eaVersion,
          activePositions: snapshot.length,
          balance: balance / 100,
          equity: equityCents() / 100,
        },
        positions: { ...identity, positions: snapshot },
        deals: newDeals,
        samples: sampleDue ? [sampleAt(time)] : [],
      };
    },
    state: () => ({
      time: new Date(market.time),
      balance: balance / 100,
      equity: equityCents() / 100,
      positions: positionsNow(),
    }),
  };
}
