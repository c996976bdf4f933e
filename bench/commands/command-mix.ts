// The commands traders send most, half and half: a message on their support ticket and a change of
// their licence's account number, each sent as the owner with their session. Traders take turns per
// kind, so each stays under the routes' per-user limits; every account number is a new one.

import { drawKind } from '../shared/mix.js';
import type { PlannedRequest } from '../shared/open-loop.js';
import type { Trader } from '../shared/seed-traders.js';

export const COMMAND_MIX = [
  { kind: 'ticket message', share: 0.5 },
  { kind: 'account number change', share: 0.5 },
] as const;

/** command-api/src/tickets/commands.ts: 60 messages a minute per user. */
const MESSAGES_PER_MINUTE = 60;
/** The most ACCOUNT_CHANGE_ALLOWANCE allows; the benches start the API with it. */
export const ACCOUNT_CHANGE_ALLOWANCE = 100;

/**
 * Traders enough that `commands` of the mix keep each under 90 % of the message limit (as if they all
 * fell in one minute) and of the account-change allowance (which never renews).
 */
export function tradersFor(commands: number): number {
  const [messages, changes] = COMMAND_MIX.map((entry) => commands * entry.share);
  return Math.ceil(
    Math.max(messages! / (MESSAGES_PER_MINUTE * 0.9), changes! / (ACCOUNT_CHANGE_ALLOWANCE * 0.9)),
  );
}

export function commandMix(traders: readonly Trader[]): () => PlannedRequest {
  let messages = 0;
  let changes = 0;
  let nextAccountNumber = 70_000_000;
  return () => {
    const kind = drawKind(COMMAND_MIX);
    if (kind === 'ticket message') {
      const trader = traders[messages++ % traders.length]!;
      return {
        kind,
        path: `/api/tickets/${trader.ticketId}/messages`,
        headers: trader.user.auth,
        body: JSON.stringify({ message: 'Thanks, I restarted the terminal; the robot trades again.' }),
      };
    }
    const trader = traders[changes++ % traders.length]!;
    nextAccountNumber += 1;
    return {
      kind,
      method: 'PATCH',
      path: `/api/licenses/${trader.licence.licenceId}/account-number`,
      headers: trader.user.auth,
      body: JSON.stringify({ accountNumber: nextAccountNumber, reason: 'Moved to a new broker account' }),
    };
  };
}
