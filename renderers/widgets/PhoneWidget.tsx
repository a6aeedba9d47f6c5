import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callingCodeOf,
  countryOptions,
  flagOf,
  knownFlagSupport,
  initialCountryFrom,
  isCountry,
  joinPhoneValue,
  readTypedPhone,
  splitPhoneValue,
  supportsFlagEmoji,
  type PhoneParts,
} from './phoneCountries';
import { loadedPhoneNumberParser, loadPhoneNumberParser } from './phoneNumberParser';
import { errorsHidden } from '../templates/errorsHidden';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import './PhoneWidget.css';

/**
 * A phone number with a country flag picker. The picker is a native select laid over the flag, so
 * keyboards and screen readers get the platform's own list; the number keeps digits only as typed.
 * The form holds E.164. Countries come from a table of calling codes; libphonenumber-js loads when
 * the field is first focused or holds an international number, to tell apart the countries that
 * share a code (+1 416… is Canada). The value's check is renderers/validators/phone.ts.
 *
 * The list of every country, named in the page's language, comes when the person reaches for the
 * picker (pointer over it, a tap, focus): Intl's region names load locale data, about 0.1 s of a
 * slow phone's main thread, which would hold up the first render or, done once the form has shown,
 * the person's first keystrokes. Until then the picker holds the chosen country alone. The check
 * for flag emoji, which the chosen country's flag needs, comes once the form has shown.
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
  const painted = useAfterFirstPaint();
  const emojiFlags = painted.done ? supportsFlagEmoji() : knownFlagSupport();
  const [reached, setReached] = useState(false);
  const reach = () => {
    setReached(true);
    painted.now();
  };
  const callingCode = isCountry(parts.country) ? callingCodeOf(parts.country) : '';
  const allCountries = useMemo(
    () => (reached ? countryOptions(i18n.language) : undefined),
    [reached, i18n.language],
  );
  // Until reached for, the chosen country alone, named by its code.
  const countries =
    allCountries ??
    (callingCode ? [{ code: parts.country, name: parts.country, callingCode }] : []);
  const invalid = (rawErrors?.length ?? 0) > 0 && !errorsHidden(registry);
  const countryId = `${id}__country`;

  const latest = useRef(parts);
  const update = (next: PhoneParts) => {
    latest.current = next;
    setParts(next);
    onChange(joinPhoneValue(next));
  };

  /** Once the parser has loaded, an international number it reads differently takes its country. */
  const refine = (international: string, guessed: PhoneParts) => {
    void loadPhoneNumberParser()
      .then((parse) => {
        const read = parse(international);
        // Only if nothing was typed meanwhile, and only the country can differ (same code).
        if (read && latest.current === guessed && read.country !== guessed.country) update(read);
      })
      .catch(() => undefined);
  };

  const typed = (raw: string) => {
    const international = raw.trim().startsWith('+');
    const next = (international && loadedPhoneNumberParser()?.(raw)) || readTypedPhone(raw, parts);
    update(next);
    if (international && !loadedPhoneNumberParser()) refine(raw, next);
  };

  useEffect(() => {
    if (typeof value === 'string' && value.startsWith('+')) refine(value, latest.current);
    // The stored value is read once, as the state above was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const preloadParser = () => void loadPhoneNumberParser().catch(() => undefined);

  return (
    <div className={`phone-input${invalid ? ' phone-input--invalid' : ''}`}>
      <div className="phone-input__country">
        {emojiFlags === false ? (
          <span className="phone-input__iso" aria-hidden="true">
            {parts.country || '··'}
          </span>
        ) : (
          <span className="phone-input__flag" aria-hidden="true">
            {emojiFlags ? flagOf(parts.country) : ''}
          </span>
        )}
        <span className="phone-input__code" aria-hidden="true">
          {callingCode ? `+${callingCode}` : ''}
        </span>
        <span className="phone-input__chevron" aria-hidden="true" />
        <select
          id={countryId}
          className="phone-input__select"
          aria-label={t('phone.countryLabel')}
          value={parts.country}
          disabled={disabled || readonly}
          onFocus={() => {
            reach();
            preloadParser();
          }}
          onPointerEnter={reach}
          onPointerDown={reach}
          onChange={(event) => {
            const code = event.target.value;
            update({ ...parts, country: isCountry(code) ? code : '' });
          }}
        >
          <option value="">{t('phone.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {/* The name first, flag after: a list's type-to-select matches an option's start. */}
              {`${t('phone.countryOption', { name: c.name, code: c.callingCode })}${emojiFlags ? ` ${flagOf(c.code)}` : ''}`}
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
        onChange={(event) => typed(event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => {
          preloadParser();
          onFocus(id, value);
        }}
      />
    </div>
  );
}
