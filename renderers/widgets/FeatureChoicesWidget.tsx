import { ariaDescribedByIds, getUiOptions, type WidgetProps } from '@rjsf/utils';
import './FeatureChoicesWidget.css';
import { wizardContextOf } from '../context/wizardContext';
import { GroupRequiredMark } from '../templates/TitleField';

/**
 * Checkboxes whose offered choices depend on a brand variant: ui:options.variant names the switch
 * in the brand's variants (websiteStep) and ui:options.offered lists the values each setting offers.
 * The schema's enum holds every known value, so the server accepts either list; a checked value
 * that is not offered stays visible so it is not lost silently.
 */
export default function FeatureChoicesWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  options,
  uiSchema,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const checked: unknown[] = Array.isArray(value) ? value : [];
  const { variant, offered } = getUiOptions(uiSchema);
  const variants = wizardContextOf(registry).variants;
  const lists = (offered ?? {}) as Record<string, unknown[]>;
  const setting =
    typeof variant === 'string'
      ? (variants as Record<string, unknown> | undefined)?.[variant]
      : undefined;
  const offeredHere =
    typeof setting === 'string' && Object.hasOwn(lists, setting)
      ? lists[setting]
      : Object.values(lists)[0];
  // RJSF reads ui:enumNames of a multiple choice from the items; the schema keeps it beside the list.
  const names = Array.isArray(uiSchema?.['ui:enumNames'])
    ? (uiSchema['ui:enumNames'] as string[])
    : [];
  const labelled = (options.enumOptions ?? []).map((choice, index) => ({
    ...choice,
    label: names[index] ?? choice.label,
  }));
  const choices = labelled.filter(
    (choice) =>
      !offeredHere || offeredHere.includes(choice.value) || checked.includes(choice.value),
  );
  const invalid = (rawErrors?.length ?? 0) > 0;
  const toggle = (choiceValue: unknown, on: boolean) => {
    const next = on ? [...checked, choiceValue] : checked.filter((v) => v !== choiceValue);
    // Keep the order the schema declares, whatever order they were ticked in.
    const order = (options.enumOptions ?? []).map((c) => c.value);
    onChange(next.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  };

  return (
    <fieldset
      id={id}
      className={`feature-choices${invalid ? ' feature-choices--invalid' : ''}`}
      aria-describedby={ariaDescribedByIds(id)}
    >
      <legend className="control-label">
        {label}
        {required && <GroupRequiredMark />}
      </legend>
      <div className="feature-choices__list">
        {choices.map((choice, index) => {
          const on = checked.includes(choice.value);
          return (
            <label
              key={String(choice.value)}
              className={`feature-choice${on ? ' feature-choice--checked' : ''}`}
            >
              <input
                type="checkbox"
                id={`${id}-${index}`}
                name={id}
                checked={on}
                disabled={disabled || readonly}
                aria-invalid={invalid || undefined}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
