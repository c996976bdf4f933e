// One payment network as a radio button of the order form; an unavailable one is disabled and says why.
import { useId } from 'react';
import type { NetworkOption } from '../utils/network-choice';

type NetworkChoiceProps = { option: NetworkOption; checked: boolean; onChoose: () => void };

/** One network as a radio button; an unavailable one is disabled and says why, as the radio's description. */
export function NetworkChoice({ option, checked, onChoose }: NetworkChoiceProps) {
  const messageId = useId();
  return (
    <div className="network-choice__item">
      <label className="network-choice__option">
        <input
          type="radio"
          name="network"
          value={option.network}
          checked={checked}
          disabled={!option.available}
          aria-describedby={option.message ? messageId : undefined}
          onChange={onChoose}
        />
        {option.name}
      </label>
      {option.message && (
        <p id={messageId} className="network-choice__message">
          {option.message}
        </p>
      )}
    </div>
  );
}
