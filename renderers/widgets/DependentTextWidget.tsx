import { ariaDescribedByIds, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { matchesCondition } from '../../shared/flow/condition';
import { wizardContextOf } from '../context/wizardContext';

type Node = Record<string, unknown>;

/** The `if` of the step schema's if/then whose `then` requires this field, if there is one. */
function conditionFor(root: RJSFSchema, name: string): Node | undefined {
  const branches = [root as Node, ...((root.allOf as Node[] | undefined) ?? [])];
  const owner = branches.find((branch) => {
    const then = branch.then as Node | undefined;
    return Array.isArray(then?.required) && (then.required as string[]).includes(name);
  });
  return owner?.if as Node | undefined;
}

function shownFor(root: RJSFSchema, name: string, data: unknown): boolean {
  const condition = conditionFor(root, name);
  if (!condition) return true;
  try {
    return matchesCondition(condition, data ?? {});
  } catch {
    return true;
  }
}

/**
 * A textarea shown only while the step schema's `if` that requires it holds (the description of
 * 'other' on the website step). Hidden, it holds no value, so the save sends null; the text comes
 * back if the condition holds again.
 */
export default function DependentTextWidget({
  id,
  name,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  placeholder,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const formData = wizardContextOf(registry).formData;
  const shown = shownFor(registry.rootSchema, name, formData);
  const kept = useRef<string | undefined>(undefined);
  const text = typeof value === 'string' ? value : '';

  useEffect(() => {
    if (!shown && text !== '') {
      kept.current = text;
      onChange(undefined);
    } else if (shown && text === '' && kept.current) {
      onChange(kept.current);
      kept.current = undefined;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (!shown) return null;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <>
      <label className="control-label" htmlFor={id}>
        {label}
        {required && <span className="required">*</span>}
      </label>
      <textarea
        id={id}
        name={id}
        className="form-control"
        value={text}
        placeholder={placeholder}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </>
  );
}
