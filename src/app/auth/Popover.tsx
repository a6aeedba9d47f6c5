import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '../../../shared/ui/timings';

/** A flag that flash() raises and the spec's popover time (2 s) lowers again. */
export function useFlash(durationMs: number = timings.popoverMs): [boolean, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);
  return [visible, flash];
}

/** A small note beside a button ('Password reset email sent!', 'sent !'), announced politely. */
export function Popover({ visible, text }: { visible: boolean; text: string }) {
  return (
    <span className="popover-slot" role="status" aria-live="polite">
      {visible && <span className="popover">{text}</span>}
    </span>
  );
}
