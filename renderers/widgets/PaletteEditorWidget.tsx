import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';
import { wizardContextOf } from '../context/wizardContext';
import { compactPalette, PALETTE_SIZE } from '../fields/palette';
import {
  paletteOriginAtStart,
  usePaletteOrigin,
  type PaletteOrigin,
} from '../fields/paletteOrigin';
import './PaletteEditorWidget.css';

const sameList = (a: unknown, b: string[]) => JSON.stringify(a ?? []) === JSON.stringify(b);

const CAPTION_KEYS: Record<PaletteOrigin, string> = {
  website: 'widgets.paletteEditor.fromWebsite',
  logo: 'widgets.paletteEditor.fromLogo',
  owner: 'widgets.paletteEditor.chosen',
};

/**
 * Up to three brand colours. A pick shows at once and applies after the colour debounce, so
 * dragging through the picker does not flood the form; empty colours never reach the data.
 */
export default function PaletteEditorWidget({
  id,
  value,
  onChange,
  rawErrors,
  disabled,
  readonly,
  label,
  schema,
  registry,
}: WidgetProps) {
  const { t } = useTranslation();
  const { origin, setOrigin } = usePaletteOrigin(() => {
    const { userData, step } = wizardContextOf(registry);
    return paletteOriginAtStart(userData, step?.name);
  });
  const size = Math.min(
    typeof schema.maxItems === 'number' ? schema.maxItems : PALETTE_SIZE,
    PALETTE_SIZE,
  );
  const applied = compactPalette(value, size);
  const [draft, setDraft] = useState<string[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emitted = useRef<string[]>(applied);
  const shown = draft ?? applied;
  const inactive = Boolean(disabled || readonly);
  const invalid = (rawErrors?.length ?? 0) > 0;

  const emit = (colors: string[]) => {
    emitted.current = colors;
    onChange(colors);
  };

  // Stored palettes may hold empty or extra entries; the form keeps only what would be saved.
  useEffect(() => {
    if (!sameList(value, applied)) emit(applied);
    // Only the value first shown is normalised here; later changes go through emit().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A palette set from outside (the logo upload) replaces any pick still waiting.
  const valueKey = JSON.stringify(applied);
  useEffect(() => {
    if (valueKey !== JSON.stringify(emitted.current)) {
      clearTimeout(timer.current);
      emitted.current = JSON.parse(valueKey) as string[];
      setDraft(null);
    }
  }, [valueKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const pick = (index: number, color: string) => {
    setOrigin('owner');
    const next = [...shown];
    next[Math.min(index, next.length)] = color;
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(null);
      emit(compactPalette(next, size));
    }, timings.colorDebounceMs);
  };

  const remove = (index: number) => {
    clearTimeout(timer.current);
    setDraft(null);
    emit(shown.filter((_, i) => i !== index));
  };

  const filled = shown.length;
  return (
    <fieldset
      id={id}
      className={`palette${invalid ? ' palette--invalid' : ''}`}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      <legend className="palette__legend">{label}</legend>
      {filled > 0 && (
        <p className="palette__caption">
          {t(CAPTION_KEYS[origin], { count: filled, number: t(`number.word.${filled}`) })}
        </p>
      )}
      <ul className="palette__slots">
        {Array.from({ length: size }, (_, index) => {
          const color = shown[index] ?? '';
          const n = index + 1;
          return (
            <li key={index} className="palette__slot">
              <label
                className={`palette__swatch${color ? '' : ' palette__swatch--empty'}`}
                style={color ? { backgroundColor: color } : undefined}
              >
                <input
                  type="color"
                  className="palette__input"
                  value={color || '#ffffff'}
                  disabled={inactive}
                  aria-label={t(
                    color ? 'widgets.paletteEditor.color' : 'widgets.paletteEditor.add',
                    { n },
                  )}
                  onChange={(event) => pick(index, event.target.value)}
                />
                {!color && (
                  <span className="palette__plus" aria-hidden="true">
                    +
                  </span>
                )}
              </label>
              <span className="palette__hex" dir={color ? 'ltr' : undefined}>
                {color ? color.toUpperCase() : t('widgets.paletteEditor.empty')}
              </span>
              {color && !inactive && (
                <button
                  type="button"
                  className="palette__remove"
                  aria-label={t('widgets.paletteEditor.remove', { n })}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
