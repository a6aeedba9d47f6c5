import {
  DndContext,
  closestCenter,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';
import type { Stage } from '../../shared/contract';
import { defaultStagesFor, MAX_STAGE_DURATION_DAYS } from '../../shared/flow/defaultStages';
import { defaultStageCopyKey } from '../../shared/i18n/copyKeys';
import { FieldErrorTemplate } from '../templates/FieldErrorTemplate';
import {
  badDurations,
  blank,
  DAY_STEP,
  daysOf,
  durationOf,
  givenStages,
  minDaysAt,
  moveKeepingDays,
  newRowId,
  sameStages,
  toRows,
  toStages,
  type Row,
} from './stageRows';
import { InfoTooltip } from '../ui/InfoTooltip';
import { useListSensors, useSortableRow } from '../ui/sortable';
import './StagesEditorField.css';
import { wizardContextOf } from '../context/wizardContext';

function messagesIn(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === '__errors'
      ? (Array.isArray(value) ? value : []).filter((m): m is string => typeof m === 'string')
      : messagesIn(value),
  );
}

/** Messages about single stages (the list's own ones show below the field, as for any field). */
function stageMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === '__errors' ? [] : messagesIn(value),
  );
}

interface StageRowProps {
  row: Row;
  index: number;
  firstName: string;
  /** The previous stage's days: the fewest this one may have. */
  minDays: number;
  showErrors: boolean;
  durationBad: boolean;
  disabled: boolean;
  onlyOne: boolean;
  baseId: string;
  onName(value: string): void;
  onDuration(value: string, immediate?: boolean): void;
  onDelete(): void;
  onFlush(): void;
}

function StageRow({
  row,
  index,
  firstName,
  minDays,
  showErrors,
  durationBad,
  disabled,
  onlyOne,
  baseId,
  onName,
  onDuration,
  onDelete,
  onFlush,
}: StageRowProps) {
  const { t } = useTranslation();
  const { rowRef, rowStyle, isDragging, handleProps } = useSortableRow(row.id, disabled);
  const label = row.name.trim() || t('widgets.stagesEditor.unnamed', { position: index + 1 });
  const nameInvalid = showErrors && blank(row.name);
  const durationInvalid = showErrors && durationBad;
  const days = durationOf(row, index);
  const flushOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onFlush();
  };
  const step = (delta: number) => {
    const stepped = (Number.isFinite(days) ? days : 0) + delta;
    onDuration(String(Math.min(MAX_STAGE_DURATION_DAYS, Math.max(minDays, stepped))), true);
  };

  return (
    <li
      ref={rowRef}
      className={`stage-row${isDragging ? ' stage-row--dragging' : ''}`}
      style={rowStyle}
    >
      <button
        type="button"
        className="stage-row__handle"
        aria-label={t('widgets.stagesEditor.reorder', { name: label })}
        disabled={disabled}
        {...handleProps}
      >
        <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
          {[4, 10, 16].flatMap((cy) => [
            <circle key={`l${cy}`} cx="3" cy={cy} r="1.6" fill="currentColor" />,
            <circle key={`r${cy}`} cx="9" cy={cy} r="1.6" fill="currentColor" />,
          ])}
        </svg>
      </button>
      <div className="stage-row__body">
        <label className="visually-hidden" htmlFor={`${baseId}-${row.id}-name`}>
          {t('widgets.stagesEditor.nameLabel', { position: index + 1 })}
        </label>
        <input
          id={`${baseId}-${row.id}-name`}
          className="stage-row__name"
          type="text"
          value={row.name}
          disabled={disabled}
          aria-invalid={nameInvalid || undefined}
          placeholder={t('widgets.stagesEditor.namePlaceholder')}
          onChange={(e) => onName(e.target.value)}
          onBlur={onFlush}
          onKeyDown={flushOnEnter}
        />
        {index === 0 ? (
          <p className="stage-row__timing stage-row__timing--first">
            {t('widgets.stagesEditor.dayZero', { day: 0 })}
          </p>
        ) : (
          <p className="stage-row__timing">
            <span>{t('widgets.stagesEditor.daysBefore')}</span>
            <span className="stepper">
              <button
                type="button"
                className="stepper__button"
                aria-label={t('widgets.stagesEditor.fewerDays', { name: label })}
                disabled={disabled || days <= minDays}
                onClick={() => step(-1)}
              >
                −
              </button>
              <input
                className="stepper__input"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_STAGE_DURATION_DAYS}
                step={1}
                value={row.duration}
                disabled={disabled}
                aria-label={t('widgets.stagesEditor.durationLabel', {
                  name: label,
                  first: firstName,
                })}
                aria-invalid={durationInvalid || undefined}
                onChange={(e) => onDuration(e.target.value)}
                onBlur={onFlush}
                onKeyDown={flushOnEnter}
              />
              <button
                type="button"
                className="stepper__button"
                aria-label={t('widgets.stagesEditor.moreDays', { name: label })}
                disabled={disabled || days >= MAX_STAGE_DURATION_DAYS}
                onClick={() => step(1)}
              >
                +
              </button>
            </span>
            <span>{t('widgets.stagesEditor.daysAfter', { first: firstName, count: days })}</span>
          </p>
        )}
      </div>
      <button
        type="button"
        className="stage-row__delete"
        aria-label={t('widgets.stagesEditor.delete', { name: label })}
        disabled={disabled || onlyOne}
        onClick={onDelete}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M7 3h6M4 5.5h12M6 5.5l.8 11h6.4l.8-11M8.5 8.5v5M11.5 8.5v5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}

/**
 * The journey stages: names, days after the first stage, add, delete, reorder by drag or keyboard.
 * Typing settles for the input debounce before it reaches the form; blur and Enter apply at once.
 */
export default function StagesEditorField({
  formData,
  onChange,
  fieldPathId,
  errorSchema,
  disabled,
  readonly,
  registry,
  schema,
}: FieldProps<Partial<Stage>[]>) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const userData = wizardContextOf(registry).userData;
  const defaults = defaultStagesFor(userData?.businessCategory?.name ?? null);
  const localDefaults = () =>
    defaults.map((stage) => ({
      ...stage,
      name: t(defaultStageCopyKey(stage), { defaultValue: stage.name }),
    }));
  // Untouched defaults (none given, or the category's as the server words them) are offered in the
  // visitor's language, and follow a language switch until the person edits them.
  const [startsFromDefaults] = useState(
    () => givenStages(formData).length === 0 || sameStages(givenStages(formData), defaults),
  );
  const offeredDefaults = useRef(startsFromDefaults);
  const [rows, setRows] = useState<Row[]>(() =>
    toRows(startsFromDefaults ? localDefaults() : givenStages(formData)),
  );
  const rowsRef = useRef(rows);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  const moved = useRef(false);
  const path = fieldPathId.path;
  const locked = Boolean(disabled || readonly);

  const emit = (next: Row[]) => {
    clearTimeout(timer.current);
    pending.current = false;
    onChange(toStages(next), path);
  };
  const flush = () => {
    if (pending.current) emit(rowsRef.current);
  };
  const update = (next: Row[], immediate: boolean) => {
    offeredDefaults.current = false;
    rowsRef.current = next;
    setRows(next);
    if (immediate) {
      emit(next);
      return;
    }
    clearTimeout(timer.current);
    pending.current = true;
    timer.current = setTimeout(() => emit(rowsRef.current), timings.inputDebounceMs);
  };

  // A user with no stages starts from the defaults of their business category, saved with the step.
  useEffect(() => {
    if (offeredDefaults.current) onChange(toStages(rowsRef.current), path);
    return () => clearTimeout(timer.current);
    // Once, on mount: later changes come from this field itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    if (!offeredDefaults.current) return;
    const next = toRows(localDefaults());
    rowsRef.current = next;
    setRows(next);
    emit(next);
    // Only a language switch re-words the offered defaults.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const sensors = useListSensors();

  const showErrors = messagesIn(errorSchema).length > 0;
  const days = daysOf(rows);
  const bad = badDurations(rows);
  const firstName = rows[0]?.name.trim() || t('widgets.stagesEditor.firstStage');
  const anyBlank = rows.some((row) => blank(row.name));
  const nameOf = (id: UniqueIdentifier) => {
    const index = rows.findIndex((row) => row.id === id);
    return rows[index]?.name.trim() || t('widgets.stagesEditor.unnamed', { position: index + 1 });
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    rows.findIndex((row) => row.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('widgets.stagesEditor.announce.start', {
        name: nameOf(active.id),
        position: positionOf(active.id),
        total: rows.length,
      });
    },
    onDragOver: ({ active, over }) => {
      // The drag starts over its own place; saying so would cut off 'Picked up'.
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t('widgets.stagesEditor.announce.over', {
        name: nameOf(active.id),
        position: positionOf(over.id),
        total: rows.length,
      });
    },
    onDragEnd: ({ active, over }) =>
      t('widgets.stagesEditor.announce.end', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        total: rows.length,
      }),
    onDragCancel: ({ active }) =>
      t('widgets.stagesEditor.announce.cancel', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    update(moveKeepingDays(rows, from, to), true);
  };

  const add = () => {
    const last = rows.length > 0 ? durationOf(rows.at(-1)!, rows.length - 1) : undefined;
    const row = {
      id: newRowId(),
      name: '',
      duration: String(last === undefined ? 0 : last + DAY_STEP),
    };
    focusAfterRender.current = `${baseId}-${row.id}-name`;
    update([...rows, row], true);
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterRender.current = neighbour ? `${baseId}-${neighbour.id}-name` : null;
    update(next, true);
    if (!neighbour) addRef.current?.focus();
  };

  const titleId = `${baseId}-title`;
  return (
    <div className="stages-editor" role="group" aria-labelledby={titleId}>
      <div className="stages-editor__header">
        <h2 id={titleId} className="stages-editor__title">
          {t('widgets.stagesEditor.fields.stages')}
        </h2>
        <InfoTooltip
          text={t('widgets.stagesEditor.tooltip')}
          label={t('widgets.stagesEditor.tooltipLabel')}
        />
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('widgets.stagesEditor.announce.instructions') },
        }}
      >
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className="stages-editor__list">
            {rows.map((row, index) => (
              <StageRow
                key={row.id}
                row={row}
                index={index}
                firstName={firstName}
                minDays={minDaysAt(days, index)}
                showErrors={showErrors}
                durationBad={bad.has(index)}
                disabled={locked}
                onlyOne={rows.length === 1}
                baseId={baseId}
                onName={(name) =>
                  update(
                    rows.map((r) => (r.id === row.id ? { ...r, name } : r)),
                    false,
                  )
                }
                onDuration={(duration, immediate = false) =>
                  update(
                    rows.map((r) => (r.id === row.id ? { ...r, duration } : r)),
                    immediate,
                  )
                }
                onDelete={() => remove(index)}
                onFlush={flush}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <FieldErrorTemplate
        errors={stageMessages(errorSchema)}
        fieldPathId={{ ...fieldPathId, $id: `${fieldPathId.$id}-items` }}
        schema={schema}
        registry={registry}
      />
      <button
        ref={addRef}
        type="button"
        className="button button--secondary stages-editor__add"
        onClick={add}
        disabled={locked || anyBlank}
        aria-describedby={anyBlank ? `${baseId}-add-hint` : undefined}
      >
        {t('widgets.stagesEditor.add')}
      </button>
      {anyBlank && (
        <p id={`${baseId}-add-hint`} className="stages-editor__hint">
          {t('widgets.stagesEditor.addHint')}
        </p>
      )}
    </div>
  );
}
