import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../shared/contract';
import './ThemePickerWidget.css';
import { wizardContextOf } from '../context/wizardContext';

/** The menu's largest height in pixels (ThemePickerWidget.css), to decide where it opens. */
const MENU_MAX_HEIGHT = 300;

interface ThemeOption {
  value: string;
  label: string;
  image: string;
}

/**
 * The schema's themes, labelled by their translated ui:enumNames; the server's list pictures them
 * and names the themes the schema leaves unnamed (its labels are English).
 */
function themeOptions(props: WidgetProps, userData: Partial<OnboardingUserData> | undefined) {
  const { enumOptions = [], imagePath } = props.options;
  const pattern = typeof imagePath === 'string' ? imagePath : '/themes/{value}.svg';
  const fromServer = new Map(
    (userData?.themePreferenceList ?? []).map((theme) => [theme.key, theme]),
  );
  return enumOptions.map((option): ThemeOption => {
    const value = String(option.value);
    const served = fromServer.get(value);
    return {
      value,
      label: option.label !== value ? option.label : served?.label || value,
      image: served?.imageUrl || pattern.replace('{value}', value),
    };
  });
}

/**
 * The graphic theme dropdown: an editable combobox (WAI-ARIA combobox with a listbox popup) whose
 * options show each theme's 86 px picture. Typing filters ('No options' when nothing matches);
 * arrows move, Enter picks, Escape closes. A stored value that matches no theme becomes the first.
 */
export default function ThemePickerWidget(props: WidgetProps) {
  const {
    id,
    value,
    placeholder,
    disabled,
    readonly,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
    registry,
  } = props;
  const { t } = useTranslation();
  const userData = wizardContextOf(registry).userData;
  const options = useMemo(
    () => themeOptions(props, userData),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.options, userData?.themePreferenceList],
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [upward, setUpward] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = options.find((option) => option.value === value);
  const filtered =
    query === null || query.trim() === ''
      ? options
      : options.filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()));
  const loading = options.length === 0 && !userData;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const locked = Boolean(disabled || readonly);

  // A value that matches no theme (none saved yet, or a retired one) becomes the first theme.
  useEffect(() => {
    if (options.length > 0 && !options.some((option) => option.value === value))
      onChange(options[0]!.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, options]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const openMenu = (at?: number) => {
    const current = filtered.findIndex((option) => option.value === value);
    // Open upwards when the menu would not fit below the field but fits better above it.
    const box = inputRef.current?.getBoundingClientRect();
    if (box) {
      const below = window.innerHeight - box.bottom;
      setUpward(below < MENU_MAX_HEIGHT && box.top > below);
    }
    setOpen(true);
    setActive(at ?? (current >= 0 ? current : 0));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: ThemeOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openMenu();
        else setActive((i) => Math.min(i + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openMenu(filtered.length - 1);
        else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          const option = filtered[active];
          if (option) choose(option);
          else close();
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
        break;
    }
  };

  return (
    <div className={`theme-picker${invalid ? ' theme-picker--invalid' : ''}`}>
      <div className="theme-picker__control">
        {selected && query === null && (
          <img className="theme-picker__thumb" src={selected.image} alt="" width={32} height={32} />
        )}
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="text"
          role="combobox"
          className="theme-picker__input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={
            open && active >= 0 && filtered[active] ? optionId(active) : undefined
          }
          aria-invalid={invalid || undefined}
          aria-describedby={ariaDescribedByIds(id)}
          placeholder={placeholder}
          disabled={locked}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!open) openMenu(0);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onClick={() => !open && openMenu()}
          onFocus={() => onFocus(id, value)}
          onBlur={() => {
            close();
            onBlur(id, value);
          }}
        />
        <button
          type="button"
          className="theme-picker__toggle"
          tabIndex={-1}
          aria-label={t('widgets.themePicker.themeToggle')}
          disabled={locked}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) close();
            else openMenu();
          }}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 7.5l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {open && (
        <div className={`theme-picker__menu${upward ? ' theme-picker__menu--up' : ''}`}>
          <ul id={listboxId} role="listbox" aria-label={props.label} className="theme-picker__list">
            {filtered.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                className={`theme-option${index === active ? ' theme-option--active' : ''}${option.value === value ? ' theme-option--selected' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(option)}
              >
                <img
                  className="theme-option__image"
                  src={option.image}
                  alt=""
                  width={86}
                  height={86}
                />
                <span className="theme-option__label">{option.label}</span>
              </li>
            ))}
          </ul>
          {filtered.length === 0 && (
            <p className="theme-picker__empty" role="status">
              {t(loading ? 'dropdown.loading' : 'dropdown.noOptions')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
