import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A text input whose value is trimmed when the person leaves it or presses Enter (the promo code). */
export default function TrimmedTextWidget({
  id,
  value,
  placeholder,
  disabled,
  readonly,
  required,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  autofocus,
}: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const trim = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed !== raw) onChange(trimmed === '' ? undefined : trimmed);
    return trimmed;
  };
  return (
    <input
      id={id}
      name={id}
      type="text"
      className="form-control"
      value={text}
      placeholder={placeholder}
      disabled={disabled || readonly}
      required={required}
      autoFocus={autofocus}
      autoComplete="off"
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && trim(event.currentTarget.value)}
      onBlur={(event) => onBlur(id, trim(event.target.value))}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
