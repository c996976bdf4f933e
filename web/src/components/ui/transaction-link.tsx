// A transaction by its short hash, linked to its page on the network's block explorer when the network
// has one; no hash reads as a dash.
import type { Network } from '@shop/domain';
import { NO_VALUE } from '../../lib/format-metrics';
import { shortHash, transactionUrl } from '../../lib/payment-links';
import { ExternalLink } from './external-link';

export function TransactionLink({ network, hash }: { network: string; hash: string | null }) {
  if (!hash) return <>{NO_VALUE}</>;
  if (network !== 'TRC20' && network !== 'BEP20') return <code title={hash}>{shortHash(hash)}</code>;
  return (
    <ExternalLink href={transactionUrl(network as Network, hash)} title={hash}>
      <code>{shortHash(hash)}</code>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </ExternalLink>
  );
}
