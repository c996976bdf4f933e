// A toy FX/gold market, one minute at a time: each symbol's mid price follows a random walk whose
// drift switches between trend regimes every few hours. Prices stand still over the weekend, as
// the real market is closed then. Everything random comes from the given seeded source.
import type { Random } from './random.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface SymbolSpec {
  name: string;
  /** Decimals of a quote: 5 for EURUSD, 3 for USDJPY, 2 for gold. */
  digits: number;
  /** Units of the base in one lot. */
  contractSize: number;
  startPrice: number;
  /** Typical daily move, as a fraction of the price. */
  dailyVolatility: number;
  /** USD per lot, round trip, charged when the position closes. */
  commissionPerLot: number;
  /** USD per lot per night held (negative: charged). */
  swapPerLot: { BUY: number; SELL: number };
  /** The account is in USD; USDJPY profits are in JPY and converted at the closing price. */
  quotedInUsd: boolean;
  maxVolume: number;
}

export const SYMBOLS: readonly SymbolSpec[] = [
  {
    name: 'EURUSD',
    digits: 5,
    contractSize: 100_000,
    startPrice: 1.0852,
    dailyVolatility: 0.0045,
    commissionPerLot: 7,
    swapPerLot: { BUY: -8.9, SELL: 3.6 },
    quotedInUsd: true,
    maxVolume: 10,
  },
  {
    name: 'GBPUSD',
    digits: 5,
    contractSize: 100_000,
    startPrice: 1.2674,
    dailyVolatility: 0.0055,
    commissionPerLot: 7,
    swapPerLot: { BUY: -6.1, SELL: 1.2 },
    quotedInUsd: true,
    maxVolume: 10,
  },
  {
    name: 'USDJPY',
    digits: 3,
    contractSize: 100_000,
    startPrice: 151.382,
    dailyVolatility: 0.006,
    commissionPerLot: 7,
    swapPerLot: { BUY: 11.4, SELL: -24.8 },
    quotedInUsd: false,
    maxVolume: 10,
  },
  {
    name: 'XAUUSD',
    digits: 2,
    contractSize: 100,
    startPrice: 2331.45,
    dailyVolatility: 0.011,
    commissionPerLot: 10,
    swapPerLot: { BUY: -32.5, SELL: 14.2 },
    quotedInUsd: true,
    maxVolume: 5,
  },
];

export type Side = 'BUY' | 'SELL';

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Profit in USD of `volume` lots moved from `open` to `close`. */
export function profitUsd(spec: SymbolSpec, side: Side, volume: number, open: number, close: number): number {
  const move = (side === 'BUY' ? close - open : open - close) * spec.contractSize * volume;
  return spec.quotedInUsd ? move : move / close;
}

/** FX trades from Sunday 22:00 to Friday 21:00 UTC. */
export function isMarketOpen(ms: number): boolean {
  const time = new Date(ms);
  const day = time.getUTCDay();
  const hour = time.getUTCHours();
  if (day === 6) return false;
  if (day === 0) return hour >= 22;
  if (day === 5) return hour < 21;
  return true;
}

/** How often (per minute) a symbol's trend regime changes: about every four hours. */
const REGIME_CHANGE = 1 / 240;
/** Drift of a trending regime, as a fraction of the per-minute volatility. */
const TREND_STRENGTH = 0.075;

interface Quote {
  spec: SymbolSpec;
  /** Unrounded mid price. */
  mid: number;
  /** -1, 0 or +1: the regime's direction. */
  trend: number;
  sigma: number;
}

export interface Market {
  /** Minute-aligned time of the latest prices. */
  readonly time: number;
  readonly symbols: readonly SymbolSpec[];
  /** Moves every price one minute ahead. */
  advance(): void;
  /** The quote of `symbol`, rounded to its digits. */
  price(symbol: string): number;
  /** The direction of the current trend; 0 while the symbol is ranging. */
  trend(symbol: string): number;
  spec(symbol: string): SymbolSpec;
}

export function createMarket(random: Random, start: number, symbols = SYMBOLS): Market {
  let time = Math.floor(start / MINUTE_MS) * MINUTE_MS;
  const quotes = new Map<string, Quote>(
    symbols.map((spec) => [
      spec.name,
      {
        spec,
        // Each account starts from slightly different prices.
        mid: spec.startPrice * (1 + 0.01 * random.gaussian()),
        trend: random.int(-1, 1),
        sigma: spec.dailyVolatility / Math.sqrt(24 * 60),
      },
    ]),
  );
  const quote = (symbol: string) => {
    const found = quotes.get(symbol);
    if (!found) throw new Error(`Unknown symbol ${symbol}`);
    return found;
  };
  return {
    get time() {
      return time;
    },
    symbols,
    advance() {
      time += MINUTE_MS;
      const open = isMarketOpen(time);
      for (const q of quotes.values()) {
        // The same draws every minute, open or not, so a seed always gives the same path.
        const change = random.next();
        const shock = random.gaussian();
        if (!open) continue;
        if (change < REGIME_CHANGE) q.trend = random.int(-1, 1);
        q.mid *= Math.exp(q.sigma * (TREND_STRENGTH * q.trend + shock));
      }
    },
    price: (symbol) => {
      const q = quote(symbol);
      return roundTo(q.mid, q.spec.digits);
    },
    trend: (symbol) => quote(symbol).trend,
    spec: (symbol) => quote(symbol).spec,
  };
}
