import { ariaDescribedByIds, enumOptionsIndexForValue, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/**
 * A single choice shown as large cards (radio semantics: arrow keys move, Space picks).
 * Error state is a red border only, as the category step asks.
 */
export default function ChoiceCardsWidget({
  id,
  options,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  label,
  required,
}: WidgetProps) {
  const offered = Array.isArray(options.offered) ? (options.offered as unknown[]) : undefined;
  // A known value that is not offered (set by the server) stays visible, even after another card
  // is picked, so the person can go back to it.
  const [initial] = useState(value);
  const choices = (options.enumOptions ?? []).filter(
    (c) => !offered || offered.includes(c.value) || c.value === value || c.value === initial,
  );
  const selected = enumOptionsIndexForValue(value, choices, false);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      className={`choice-cards${invalid ? ' choice-cards--invalid' : ''}`}
    >
      {choices.map((choice, index) => {
        const checked = selected === String(index);
        return (
          <label
            key={String(choice.value)}
            className={`choice-card${checked ? ' choice-card--selected' : ''}`}
          >
            <input
              type="radio"
              name={htmlName ?? id}
              value={String(index)}
              checked={checked}
              disabled={disabled || readonly}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, choice.value)}
              onFocus={() => onFocus(id, choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
}
