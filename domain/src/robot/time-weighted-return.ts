// Time-weighted return of an account's equity and the drawdown from its peak: how the trading did,
// with deposits and withdrawals taken out, one point per equity sample. Nothing is rounded; nothing is
// NaN or Infinity.
import { cashFlow, finite, sortByTime, timeMs } from './deal-maths.js';
import type { DealRecord, DrawdownPoint, EquitySample, GrowthPoint } from './records.js';

/**
 * One point per sample, in the samples' time order (that of {@link sortByTime}), dated with the
 * sample's time: growth = (Π(1 + rᵢ) − 1) × 100 over the samples so far, where between consecutive
 * samples i − 1 and i
 *
 *   rᵢ = (Eᵢ − CFᵢ) ÷ Eᵢ₋₁ − 1
 *
 * with E a sample's equity and CFᵢ the net cash flow (BALANCE deals: deposits +, withdrawals −) whose
 * time lies in (tᵢ₋₁, tᵢ]: a deposit or withdrawal at a sample's time is already in that sample.
 * A withdrawal of 500 from 1 500 leaving 1 000 is (1 000 + 500) ÷ 1 500 − 1 = 0: no return.
 *
 * - Flows up to the first sample are part of its equity: it is the base (growth 0), not a return.
 * - While Eᵢ₋₁ ≤ 0 there is no capital to return on: rᵢ = 0.
 * - 1 + rᵢ below 0 counts as 0 (nothing is lost beyond everything), so growth ≥ −100.
 * - A sample whose time does not parse or whose equity is not finite repeats the growth before it
 *   (it stays a point, so the series lines up with the samples) and is not a base for the next one.
 */
export function timeWeightedGrowth(
  deals: readonly DealRecord[],
  equity: readonly EquitySample[],
): GrowthPoint[] {
  const flows = sortByTime(
    deals.filter((deal) => deal.type === 'BALANCE' && !Number.isNaN(timeMs(deal.time))),
  );
  let next = 0; // the first flow not yet taken into a sample
  let previousEquity: number | null = null;
  let index = 1;
  return sortByTime(equity).map((sample) => {
    const at = timeMs(sample.time);
    if (Number.isNaN(at) || !Number.isFinite(sample.equity)) {
      return { date: sample.time, growth: (index - 1) * 100 };
    }
    let flow = 0;
    for (; next < flows.length && timeMs(flows[next]!.time) <= at; next += 1) flow += cashFlow(flows[next]!);
    if (previousEquity !== null && previousEquity > 0) {
      index *= Math.max(0, finite((sample.equity - flow) / previousEquity));
    }
    previousEquity = sample.equity;
    return { date: sample.time, growth: (index - 1) * 100 };
  });
}

/**
 * One point per growth point, same dates: with the time-weighted index indexᵢ = 1 + growthᵢ ÷ 100,
 *
 *   drawdownᵢ = (indexᵢ ÷ max(index₀ … indexᵢ) − 1) × 100    (≤ 0; 0 at a new peak).
 *
 * The peak starts at 1 (the index's value at the first sample), so a history that only falls is
 * measured from where it began.
 */
export function drawdowns(growth: readonly GrowthPoint[]): DrawdownPoint[] {
  let peak = 1;
  return growth.map(({ date, growth: percent }) => {
    const index = 1 + percent / 100;
    peak = Math.max(peak, index);
    return { date, drawdown: Math.min(0, finite((index / peak - 1) * 100)) };
  });
}

/** The largest fall below the peak, in % (≥ 0): −min(drawdownᵢ); 0 without points. */
export function maxDrawdownOf(points: readonly DrawdownPoint[]): number {
  let deepest = 0;
  for (const { drawdown } of points) deepest = Math.min(deepest, drawdown);
  return Math.abs(deepest);
}
