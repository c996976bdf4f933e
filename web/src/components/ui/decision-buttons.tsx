// The pair of row buttons that decide something waiting on an admin: the yes (Confirm, Approve) and Reject.
export function DecisionButtons({
  acceptLabel,
  onAccept,
  onReject,
}: {
  acceptLabel: string;
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <button type="button" className="button button--small" onClick={onAccept}>
        {acceptLabel}
      </button>
      <button type="button" className="button button--small button--danger" onClick={onReject}>
        Reject
      </button>
    </>
  );
}
