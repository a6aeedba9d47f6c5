import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDesign, LimitDesign } from './fieldDesign';
import type { LimitKeyword } from './fieldKinds';
import { PATTERN_PRESETS, presetOf, type PatternPreset } from './patternPresets';

/** One limit: its value (a number, or a pattern chosen in words) and its own message. */
function LimitInput({
  keyword,
  limit,
  withMessage,
  onChange,
}: {
  keyword: LimitKeyword;
  limit: LimitDesign | undefined;
  /** Whether the limit has its own message (not when the field has one for every problem). */
  withMessage: boolean;
  onChange: (limit: LimitDesign | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // A message outlives its number being cleared and typed again.
  const [typedMessage, setTypedMessage] = useState(limit?.message ?? '');
  const message = limit?.message ?? typedMessage;
  // A pattern of the operator's own stays one while they type, even through a preset's text.
  const [custom, setCustom] = useState(
    () => limit !== undefined && presetOf(String(limit.value)) === 'custom',
  );
  const preset = !limit ? 'none' : custom ? 'custom' : presetOf(String(limit.value));
  const limitLabel = t(`studio.designer.limits.${keyword}`);

  const valueInput =
    keyword === 'pattern' ? (
      <>
        <label htmlFor={`${id}-value`}>{limitLabel}</label>
        <select
          id={`${id}-value`}
          value={preset}
          onChange={(e) => {
            const chosen = e.target.value as PatternPreset | 'custom' | 'none';
            setCustom(chosen === 'custom');
            if (chosen === 'none') return onChange(undefined);
            const value =
              chosen === 'custom' ? String(limit?.value ?? '') : PATTERN_PRESETS[chosen];
            onChange({ value, message });
          }}
        >
          <option value="none">{t('studio.designer.patterns.none')}</option>
          {Object.keys(PATTERN_PRESETS).map((name) => (
            <option key={name} value={name}>
              {t(`studio.designer.patterns.${name}`)}
            </option>
          ))}
          <option value="custom">{t('studio.designer.patterns.custom')}</option>
        </select>
        {preset === 'custom' && (
          <>
            <label htmlFor={`${id}-custom`}>{t('studio.designer.patterns.customLabel')}</label>
            <input
              id={`${id}-custom`}
              type="text"
              dir="ltr"
              value={String(limit?.value ?? '')}
              onChange={(e) => onChange({ value: e.target.value, message })}
            />
          </>
        )}
      </>
    ) : (
      <>
        <label htmlFor={`${id}-value`}>{limitLabel}</label>
        <input
          id={`${id}-value`}
          type="number"
          inputMode="numeric"
          min={keyword.endsWith('Length') || keyword.endsWith('Items') ? 0 : undefined}
          value={limit === undefined ? '' : String(limit.value)}
          onChange={(e) =>
            onChange(
              e.target.value === '' || Number.isNaN(e.target.valueAsNumber)
                ? undefined
                : { value: e.target.valueAsNumber, message },
            )
          }
        />
      </>
    );

  return (
    <div className="designer-limit">
      {valueInput}
      {limit && withMessage && (
        <>
          {/* Each limit's message is told apart by the limit it is for, not only by its place. */}
          <label htmlFor={`${id}-message`}>
            <span className="visually-hidden">{limitLabel}:</span>{' '}
            {t('studio.designer.limits.message')}
          </label>
          <input
            id={`${id}-message`}
            type="text"
            dir="auto"
            value={message}
            placeholder={t('studio.designer.limits.messagePlaceholder')}
            onChange={(e) => {
              setTypedMessage(e.target.value);
              onChange({ ...limit, message: e.target.value });
            }}
          />
        </>
      )}
    </div>
  );
}

/** The limits a kind of field takes, each with its message. */
export function LimitInputs({
  keywords,
  design,
  onChange,
}: {
  keywords: readonly LimitKeyword[];
  design: FieldDesign;
  onChange: (limits: FieldDesign['limits']) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="designer-limits">
      <legend>{t('studio.designer.limits.title')}</legend>
      {design.message !== undefined && (
        <p className="studio-muted">{t('studio.designer.limits.oneMessage')}</p>
      )}
      {keywords.map((keyword) => (
        <LimitInput
          key={keyword}
          keyword={keyword}
          limit={design.limits[keyword]}
          withMessage={design.message === undefined}
          onChange={(limit) => {
            const limits = { ...design.limits };
            if (limit) limits[keyword] = limit;
            else delete limits[keyword];
            onChange(limits);
          }}
        />
      ))}
    </fieldset>
  );
}
