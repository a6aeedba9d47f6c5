import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption } from './fieldDesign';

/** The value a new option is stored as: option_1, option_2… unlike the others. */
function freeValue(options: ChoiceOption[]): string {
  const taken = new Set(options.map((o) => String(o.value)));
  let n = options.length + 1;
  while (taken.has(`option_${n}`)) n += 1;
  return `option_${n}`;
}

/** What the operator typed, as the type the value had: a number stays a number in the enum. */
function typedLike(before: ChoiceOption['value'], typed: string): ChoiceOption['value'] {
  return typeof before === 'number' && typed.trim() !== '' && !Number.isNaN(Number(typed))
    ? Number(typed)
    : typed;
}

/**
 * A key for each option row that follows the option through moves, removals and additions, so a
 * row (and the focus in it) goes where its option goes. Options changed elsewhere (the JSON view,
 * undo) to another count are matched by place again.
 */
function useRowKeys(count: number) {
  const [rows, setRows] = useState(() => ({
    keys: Array.from({ length: count }, (_, i) => i),
    next: count,
  }));
  let current = rows;
  if (rows.keys.length !== count) {
    const kept = rows.keys.slice(0, count);
    const added = Array.from({ length: count - kept.length }, (_, i) => rows.next + i);
    current = { keys: [...kept, ...added], next: rows.next + added.length };
    setRows(current);
  }
  const { keys, next } = current;
  return {
    keys,
    move: (index: number, by: number) => {
      const moved = [...keys];
      moved.splice(index + by, 0, ...moved.splice(index, 1));
      setRows({ keys: moved, next });
    },
    remove: (index: number) => setRows({ keys: keys.filter((_, i) => i !== index), next }),
    add: () => setRows({ keys: [...keys, next], next: next + 1 }),
  };
}

/** A choice's options: each one's name, the value it is stored as, its place, and removing it. */
export function OptionsEditor({
  options,
  onChange,
}: {
  options: ChoiceOption[];
  onChange: (options: ChoiceOption[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useRowKeys(options.length);
  const set = (index: number, option: ChoiceOption) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  const move = (index: number, by: number) => {
    const moved = [...options];
    moved.splice(index + by, 0, ...moved.splice(index, 1));
    rows.move(index, by);
    onChange(moved);
  };
  const remove = (index: number) => {
    rows.remove(index);
    onChange(options.filter((_, i) => i !== index));
  };
  const valuesSeen = options.map((o) => String(o.value));

  return (
    <fieldset className="designer-options">
      <legend>{t('studio.designer.options.title')}</legend>
      <ol>
        {options.map((option, index) => {
          const duplicate = valuesSeen.indexOf(String(option.value)) !== index;
          const number = index + 1;
          return (
            <li key={rows.keys[index]} className="designer-option">
              <div className="designer-input">
                <label htmlFor={`${id}-${index}-label`}>
                  {t('studio.designer.options.label', { number })}
                </label>
                <input
                  id={`${id}-${index}-label`}
                  type="text"
                  dir="auto"
                  value={option.label}
                  onChange={(e) => set(index, { ...option, label: e.target.value })}
                />
              </div>
              <div className="designer-input designer-option__value">
                <label htmlFor={`${id}-${index}-value`}>
                  <span className="visually-hidden">
                    {t('studio.designer.options.label', { number })}{' '}
                  </span>
                  {t('studio.designer.options.storedAs')}
                </label>
                <input
                  id={`${id}-${index}-value`}
                  type="text"
                  dir="ltr"
                  value={String(option.value)}
                  aria-invalid={duplicate || undefined}
                  aria-describedby={duplicate ? `${id}-${index}-duplicate` : undefined}
                  onChange={(e) =>
                    set(index, { ...option, value: typedLike(option.value, e.target.value) })
                  }
                />
              </div>
              <div className="designer-option__actions">
                <button
                  type="button"
                  className="designer-icon-button"
                  aria-label={t('studio.designer.options.up', { number })}
                  title={t('studio.designer.options.up', { number })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="designer-icon-button"
                  aria-label={t('studio.designer.options.down', { number })}
                  title={t('studio.designer.options.down', { number })}
                  disabled={index === options.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="designer-icon-button"
                  aria-label={t('studio.designer.options.remove', { number })}
                  title={t('studio.designer.options.remove', { number })}
                  disabled={options.length <= 1}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              {duplicate && (
                <p
                  id={`${id}-${index}-duplicate`}
                  className="studio-alert designer-option__problem"
                >
                  {t('studio.designer.options.duplicate')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          rows.add();
          onChange([
            ...options,
            {
              value: freeValue(options),
              label: t('studio.designer.options.newLabel', { number: options.length + 1 }),
            },
          ]);
        }}
      >
        {t('studio.designer.options.add')}
      </button>
    </fieldset>
  );
}
