import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  flagOf,
  initialCountryFrom,
  isCountry,
  joinPhoneValue,
  readTypedPhone,
  splitPhoneValue,
  supportsFlagEmoji,
  type PhoneParts,
} from './phoneCountries';
import { errorsHidden } from '../templates/errorsHidden';
import './PhoneWidget.css';

/**
 * A phone number with a country flag picker. The picker is a native select laid over the flag, so
 * keyboards and screen readers get the platform's own list; the number keeps digits only as typed.
 * The form holds E.164 (libphonenumber-js, its bundled metadata); see renderers/validators/phone.ts.
 */
export default function PhoneWidget({
  id,
  value,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  options,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  registry,
}: WidgetProps) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState<PhoneParts>(() =>
    splitPhoneValue(value, initialCountryFrom(options.initialCountry)),
  );
  const [emojiFlags] = useState(() => supportsFlagEmoji());
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const selected = countries.find((c) => c.code === parts.country);
  const invalid = (rawErrors?.length ?? 0) > 0 && !errorsHidden(registry);
  const countryId = `${id}__country`;

  const update = (next: PhoneParts) => {
    setParts(next);
    onChange(joinPhoneValue(next));
  };

  return (
    <div className={`phone-input${invalid ? ' phone-input--invalid' : ''}`}>
      <div className="phone-input__country">
        {emojiFlags ? (
          <span className="phone-input__flag" aria-hidden="true">
            {flagOf(parts.country)}
          </span>
        ) : (
          <span className="phone-input__iso" aria-hidden="true">
            {parts.country || '··'}
          </span>
        )}
        <span className="phone-input__code" aria-hidden="true">
          {selected ? `+${selected.callingCode}` : ''}
        </span>
        <span className="phone-input__chevron" aria-hidden="true" />
        <select
          id={countryId}
          className="phone-input__select"
          aria-label={t('phone.countryLabel')}
          value={parts.country}
          disabled={disabled || readonly}
          onChange={(event) => {
            const code = event.target.value;
            update({ ...parts, country: isCountry(code) ? code : '' });
          }}
        >
          <option value="">{t('phone.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${emojiFlags ? `${flagOf(c.code)} ` : ''}${t('phone.countryOption', { name: c.name, code: c.callingCode })}`}
            </option>
          ))}
        </select>
      </div>
      <input
        id={id}
        name={htmlName ?? id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        className="phone-input__number"
        value={parts.digits}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => update(readTypedPhone(event.target.value, parts))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
