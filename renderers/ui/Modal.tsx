import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it and stays there (Tab wraps), Escape
 * closes it, and focus returns to where it was when it closes.
 */
export function Modal({ labelledBy, describedBy, onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  // Before the first paint, so an Escape pressed as soon as the dialog shows is not lost.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const focusFirst = () => (focusables()[0] ?? dialog).focus();
    focusFirst();
    // Focus that lands outside (a heading focused as the page settles, a click behind) comes back in.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && dialog.contains(target)) return;
      if (target instanceof HTMLElement) returnTo = target;
      focusFirst();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
