// Short-lived news about something the person just did ('License revoked'): read out politely, then it
// fades away by itself. The region stays mounted so screen readers are already watching it.
import { useCallback, useRef } from 'react';
import { useTransientValue } from '../../hooks/use-transient-value';

/** How long a notice stays; its last half second is the fade (see .notice in styles/design-system/surfaces.css). */
export const NOTICE_DURATION_MS = 4_000;

export type NoticeValue = { id: number; text: string; tone: 'success' | 'error' };

export function useNotice(durationMs = NOTICE_DURATION_MS) {
  const [notice, showValue] = useTransientValue<NoticeValue>(durationMs);
  const count = useRef(0);
  const show = useCallback(
    (text: string, tone: NoticeValue['tone'] = 'success') => {
      count.current += 1;
      showValue({ id: count.current, text, tone });
    },
    [showValue],
  );
  return [notice, show] as const;
}

export function Notice({ notice }: { notice: NoticeValue | null }) {
  return (
    <div className="notice-region" role="status">
      {/* A fresh key per notice: the same words twice in a row are announced (and animated) twice. */}
      {notice && (
        <p key={notice.id} className={`notice notice--${notice.tone}`}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
