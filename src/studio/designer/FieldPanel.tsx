import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withRequired, withRequiredMessage, type FieldDesign } from './fieldDesign';
import { DISPLAYS_OF_KIND, LIMITS_OF_KIND, type FieldKind } from './fieldKinds';
import { LimitInputs } from './LimitInputs';
import { OptionsEditor } from './OptionsEditor';

const WITH_PLACEHOLDER = new Set<FieldKind>(['shortText', 'longText', 'email', 'phone', 'number']);
const TEXT_DEFAULT = new Set<FieldKind>(['shortText', 'longText', 'email']);

function TextInput({
  label,
  value,
  onChange,
  help,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="designer-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        dir="auto"
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {help && (
        <p id={`${id}-help`} className="studio-muted">
          {help}
        </p>
      )}
    </div>
  );
}

/** The default answer, as the kind takes it: text, a number, one of the options, or yes/no. */
function DefaultInput({
  design,
  onChange,
}: {
  design: FieldDesign;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = <label htmlFor={id}>{t('studio.designer.default')}</label>;
  const none = <option value="">{t('studio.designer.noDefault')}</option>;
  if (TEXT_DEFAULT.has(design.kind))
    return (
      <TextInput
        label={t('studio.designer.default')}
        value={typeof design.defaultValue === 'string' ? design.defaultValue : ''}
        onChange={(value) => onChange(value === '' ? undefined : value)}
      />
    );
  if (design.kind === 'number')
    return (
      <div className="designer-input">
        {label}
        <input
          id={id}
          type="number"
          value={typeof design.defaultValue === 'number' ? design.defaultValue : ''}
          onChange={(e) =>
            onChange(Number.isNaN(e.target.valueAsNumber) ? undefined : e.target.valueAsNumber)
          }
        />
      </div>
    );
  if (design.kind === 'singleChoice') {
    const index = design.options.findIndex((o) => o.value === design.defaultValue);
    return (
      <div className="designer-input">
        {label}
        <select
          id={id}
          value={index < 0 ? '' : String(index)}
          onChange={(e) =>
            onChange(
              e.target.value === '' ? undefined : design.options[Number(e.target.value)]?.value,
            )
          }
        >
          {none}
          {design.options.map((option, i) => (
            <option key={i} value={i}>
              {option.label || String(option.value)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (design.kind === 'yesNo')
    return (
      <div className="designer-input">
        {label}
        <select
          id={id}
          value={design.defaultValue === undefined ? '' : String(design.defaultValue)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
        >
          {none}
          <option value="true">{t('studio.designer.yes')}</option>
          <option value="false">{t('studio.designer.no')}</option>
        </select>
      </div>
    );
  return null;
}

/**
 * The property panel of one field: what it asks and how, whether it must be answered and what is
 * said when it is not, its limits, its options and its default. Every change is written at once.
 */
export function FieldPanel({
  design,
  onChange,
}: {
  design: FieldDesign;
  onChange: (design: FieldDesign) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (changes: Partial<FieldDesign>) => onChange({ ...design, ...changes });
  const limits = LIMITS_OF_KIND[design.kind];
  const displays = DISPLAYS_OF_KIND[design.kind];
  const choices = design.kind === 'singleChoice' || design.kind === 'multipleChoice';
  // A field with one message for every problem keeps its input while that message is emptied.
  const [oneMessage] = useState(design.message !== undefined);

  return (
    <div className="designer-panel">
      <p className="studio-muted">
        {t('studio.designer.kindOf', { kind: t(`studio.designer.kinds.${design.kind}`) })}{' '}
        <code dir="ltr">{design.name}</code>
      </p>
      <TextInput
        label={t('studio.designer.label')}
        value={design.label}
        onChange={(label) => set({ label })}
      />
      <TextInput
        label={t('studio.designer.help')}
        value={design.help}
        onChange={(help) => set({ help })}
      />
      {WITH_PLACEHOLDER.has(design.kind) && (
        <TextInput
          label={t('studio.designer.placeholder')}
          value={design.placeholder}
          onChange={(placeholder) => set({ placeholder })}
        />
      )}
      <label className="studio-check">
        <input
          type="checkbox"
          checked={design.required}
          onChange={(e) => onChange(withRequired(design, e.target.checked))}
        />
        {t('studio.designer.required')}
      </label>
      {design.required && (
        <TextInput
          label={t('studio.designer.requiredMessage')}
          value={design.requiredMessage}
          onChange={(requiredMessage) => onChange(withRequiredMessage(design, requiredMessage))}
          help={t('studio.designer.requiredMessageHelp')}
        />
      )}
      {design.kind === 'number' && (
        <label className="studio-check">
          <input
            type="checkbox"
            checked={design.wholeNumber}
            onChange={(e) => set({ wholeNumber: e.target.checked })}
          />
          {t('studio.designer.wholeNumber')}
        </label>
      )}
      {displays && (
        <div className="designer-input">
          <label htmlFor={`${id}-display`}>{t('studio.designer.display')}</label>
          <select
            id={`${id}-display`}
            value={design.display}
            onChange={(e) => set({ display: e.target.value })}
          >
            {/* A widget of the brand's own (hidden, featureChoices…) is listed as such, and kept. */}
            {design.display !== undefined && !displays.includes(design.display) && (
              <option value={design.display}>
                {t('studio.designer.displays.custom', { widget: design.display })}
              </option>
            )}
            {displays.map((display) => (
              <option key={display} value={display}>
                {t(`studio.designer.displays.${display}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {choices && (
        <OptionsEditor options={design.options} onChange={(options) => set({ options })} />
      )}
      {limits && (
        <LimitInputs keywords={limits} design={design} onChange={(l) => set({ limits: l })} />
      )}
      {oneMessage && (
        <TextInput
          label={t('studio.designer.oneMessage')}
          value={design.message ?? ''}
          onChange={(message) => set({ message })}
        />
      )}
      <DefaultInput design={design} onChange={(defaultValue) => set({ defaultValue })} />
    </div>
  );
}
