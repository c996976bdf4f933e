// Which discovered transfers an order takes, best first: the largest that covers its amount as soon as
// one exists; a smaller one only once the payment window has closed and no full payment can come. An
// underpaid order takes any transfer at once, largest first: each adds to what it received.
import { BLOCK_TIME_TOLERANCE_MS } from '@shop/domain';

/** Order statuses a discovered transfer may still be attached to. */
export const OPEN_FOR_DETECTION: readonly string[] = ['pending', 'expired', 'verifying', 'underpaid'];

export interface CandidateRow {
  order_id: string;
  transaction_hash: string;
  /** The transfer's amount in base units; null on rows found before amounts were kept. */
  amount_base_units: string | null;
  /** The order's status, amount due (base units) and end of its payment window. */
  status: string;
  due_base_units: string;
  expires_at: Date;
}

export interface CandidateChoice {
  orderId: string;
  /** Hashes to attach, best first: the first attached wins and the order's other candidates go. */
  attempts: string[];
  /** Candidates that can never be attached to the order. */
  drop: string[];
}

/**
 * Whether a transfer paying the order in its window can still appear: a block up to the tolerance
 * after `expires_at` still counts as inside it (assessPayment).
 */
export function windowClosed(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= windowsClosedBy(now).getTime();
}

/** Windows that ended at or before this moment are closed at `now`. */
export function windowsClosedBy(now: Date): Date {
  return new Date(now.getTime() - BLOCK_TIME_TOLERANCE_MS);
}

const hashes = (rows: readonly CandidateRow[]) => rows.map((row) => row.transaction_hash);

function chooseForOrder(orderId: string, rows: readonly CandidateRow[], now: Date): CandidateChoice {
  const order = rows[0] as CandidateRow;
  if (!OPEN_FOR_DETECTION.includes(order.status)) return { orderId, attempts: [], drop: hashes(rows) };
  const due = BigInt(order.due_base_units);
  const measured = rows
    .flatMap((row) =>
      row.amount_base_units === null ? [] : [{ row, amount: BigInt(row.amount_base_units) }],
    )
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
  const covering = measured.filter((m) => m.amount >= due).map((m) => m.row);
  const short = measured.filter((m) => m.amount < due).map((m) => m.row);
  // Rows without an amount are attached as they always were.
  const legacy = rows.filter((row) => row.amount_base_units === null);
  const sure = [...covering, ...legacy];
  if (order.status === 'underpaid') return { orderId, attempts: hashes([...sure, ...short]), drop: [] };
  if (!windowClosed(order.expires_at, now)) return { orderId, attempts: hashes(sure), drop: [] };
  // A smaller transfer never replaces the transaction under verification (a pasted hash, say).
  if (order.status === 'verifying') return { orderId, attempts: hashes(sure), drop: hashes(short) };
  return { orderId, attempts: hashes([...sure, ...short]), drop: [] };
}

/** One choice per order among `rows` (every candidate of each order they name), at `now`. */
export function chooseCandidates(rows: readonly CandidateRow[], now: Date): CandidateChoice[] {
  const byOrder = new Map<string, CandidateRow[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id);
    if (list) list.push(row);
    else byOrder.set(row.order_id, [row]);
  }
  return [...byOrder].map(([orderId, list]) => chooseForOrder(orderId, list, now));
}
