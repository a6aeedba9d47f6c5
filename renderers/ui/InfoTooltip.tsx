import { useId, useState } from 'react';
import './InfoTooltip.css';

/**
 * An "i" button that shows a short hint on hover and on keyboard focus (WAI-ARIA tooltip pattern):
 * the hint describes the button, Escape hides it.
 */
export function InfoTooltip({ text, label }: { text: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="info-tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="info-tooltip__button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="10" cy="6.3" r="1.2" fill="currentColor" />
          <rect x="9.1" y="8.6" width="1.8" height="6" rx="0.9" fill="currentColor" />
        </svg>
      </button>
      <span
        id={id}
        role="tooltip"
        className={`info-tooltip__bubble${open ? ' info-tooltip__bubble--open' : ''}`}
      >
        {text}
      </span>
    </span>
  );
}
