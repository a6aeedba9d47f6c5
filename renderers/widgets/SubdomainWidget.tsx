import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { wizardContextOf } from '../context/wizardContext';
import { errorsHidden } from '../templates/errorsHidden';
import { takenIn } from './subdomainMessages';
import './SubdomainWidget.css';

/**
 * A subdomain with the tenant domain suffix beside it. Options: `prefillFrom` names the user-data
 * field that fills an empty input (the user's current subdomain); `botCheck` shows the app's bot
 * check (the wizard context's) for a new signup (no user id yet), whose submit asks it for a token.
 */
export default function SubdomainWidget({
  id,
  value,
  disabled,
  readonly,
  autofocus,
  placeholder,
  rawErrors,
  options,
  registry,
  onChange,
  onBlur,
  onFocus,
  htmlName,
}: WidgetProps) {
  const { t } = useTranslation();
  const context = wizardContextOf(registry);
  const suffix = context.tenantDomainSuffix;
  const userData = context.userData as
    (Record<string, unknown> & { userId?: string | null }) | undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const shownErrors = errorsHidden(registry) ? [] : rawErrors;
  const invalid = (shownErrors?.length ?? 0) > 0;
  const taken = invalid ? takenIn(context.fieldProblems) : null;
  const suffixId = `${id}__suffix`;

  const prefillFrom = typeof options.prefillFrom === 'string' ? options.prefillFrom : undefined;
  const prefill = prefillFrom ? userData?.[prefillFrom] : undefined;
  useEffect(() => {
    if (!value && typeof prefill === 'string' && prefill) onChange(prefill);
    // Only when the step opens: an emptied input stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const newSignup = !userData?.userId;
  const describedBy = [ariaDescribedByIds(id), suffix ? suffixId : ''].filter(Boolean).join(' ');

  return (
    <div className="subdomain">
      {/* The name and its suffix are one address, read left to right in every language. */}
      <div className={`subdomain__input${invalid ? ' subdomain__input--invalid' : ''}`} dir="ltr">
        <input
          ref={inputRef}
          id={id}
          name={htmlName ?? id}
          type="text"
          className="subdomain__name"
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // No subdomain holds a space: one pasted with the name (from a mail) is dropped.
            const name = event.target.value.trim();
            onChange(name === '' ? undefined : name);
          }}
          onBlur={(event) => onBlur(id, event.target.value)}
          onFocus={(event) => onFocus(id, event.target.value)}
        />
        {suffix && (
          <span id={suffixId} className="subdomain__suffix">
            <span className="visually-hidden">{t('subdomain.suffixLabel', { suffix })}</span>
            <span aria-hidden="true">{suffix}</span>
          </span>
        )}
      </div>
      {taken && (
        <div className="subdomain__taken" role="alert">
          <p className="subdomain__taken-message">{t(taken.message.id, taken.message.params)}</p>
          {taken.suggestions.length > 0 && (
            <div
              className="subdomain__suggestions"
              role="group"
              aria-label={t('subdomain.suggestionsLabel')}
            >
              {taken.suggestions.map((name) => (
                <button
                  key={name}
                  type="button"
                  className="subdomain__suggestion"
                  disabled={disabled}
                  onClick={() => {
                    onChange(name);
                    inputRef.current?.focus();
                  }}
                >
                  {name}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {options.botCheck === true && newSignup && context.botCheck}
    </div>
  );
}
