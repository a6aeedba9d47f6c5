import { useEffect, useRef, useState } from 'react';

/**
 * A button whose action cannot be undone, asking first: pressed, it gives way to a confirmation
 * saying what will be lost, with the focus on its safe answer. Kept (or refused by the server),
 * the focus goes back to the button; done, `onConfirm` has put it where the page goes on when the
 * button goes with what it removed, or leaves it to go back to the button. Never lost to the page.
 */
export function ConfirmAction({
  action,
  label,
  question,
  yes,
  no,
  onConfirm,
}: {
  /** The button's text. */
  action: string;
  /** The confirmation's name, for a screen reader. */
  label: string;
  /** What will be lost. */
  question: string;
  yes: string;
  no: string;
  /** Does it; true once it has moved the focus on, false to give it back to the button. */
  onConfirm: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const focusMoved = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current && !focusMoved.current) button.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const open = () => {
    focusMoved.current = false;
    setConfirming(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      focusMoved.current = await onConfirm();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (!confirming)
    return (
      <button ref={button} type="button" className="button button--link" onClick={open}>
        {action}
      </button>
    );
  return (
    <div className="studio-confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void confirm()}
      >
        {yes}
      </button>
      <button
        ref={keep}
        type="button"
        className="button button--secondary"
        onClick={() => setConfirming(false)}
      >
        {no}
      </button>
    </div>
  );
}
