import {
  closestCenter,
  DndContext,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useListSensors } from '../../../renderers/ui/sortable';
import { parseObject, type ConfigFileTexts, type JsonObject } from '../draft/configFiles';
import { DesignerFieldRow } from './DesignerFieldRow';
import {
  callsNotSavingAddedFields,
  draftStepTexts,
  reservedFieldNames,
  withDesignedStep,
} from './designerDraft';
import { labelledAnswers } from './fieldAnswers';
import { fieldConditionOf, fieldHostOf } from './fieldConditions';
import { FieldConditionEditor } from './FieldConditionEditor';
import { designOf, withFieldDesign } from './fieldDesign';
import { FieldPanel } from './FieldPanel';
import { FieldToolbox, kindOfToolboxId } from './FieldToolbox';
import type { FieldKind } from './fieldKinds';
import { addField, fieldRowsOf, moveField, removeField, withConditionOn } from './stepFields';
import { readText, writtenText, type CopyEdits } from './stepTexts';
import './designer.css';

const LIST_ID = 'designer-fields';

/** A step file's name: schemas/steps/company_size.json → company_size. */
const stepNameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

/** Where the JSON view opens for a field's condition: its (first) branch, or the field itself. */
function conditionPointerOf(step: JsonObject, name: string): string {
  const condition = fieldConditionOf(step, name);
  if (condition.kind === 'when') return `/allOf/${condition.index}`;
  const branch = condition.kind === 'json' ? condition.branches[0] : undefined;
  return branch?.pointer ?? `/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * A field being moved lands on another field; a toolbox item on the field nearest to it, or on
 * the list itself (empty, or below its fields) to go last.
 */
const collision: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: kindOfToolboxId(String(args.active.id))
      ? args.droppableContainers
      : args.droppableContainers.filter((container) => container.id !== LIST_ID),
  });

/** The list of fields, which a toolbox item may also be dropped on when it is empty. */
function FieldListDropZone({ children, label }: { children: ReactNode; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: LIST_ID });
  return (
    <ol
      ref={setNodeRef}
      className={`designer-fields${isOver ? ' designer-fields--over' : ''}`}
      aria-label={label}
    >
      {children}
    </ol>
  );
}

/**
 * A step designed without JSON: its heading, a toolbox of field kinds dragged or pressed into the
 * list, the list reordered by pointer or keyboard, and the property panel of the chosen field. It
 * reads and writes the step's JSON in the draft, so the JSON view and this stay in step.
 */
export function StepDesigner({
  draft,
  path,
  language,
  onEdit,
  onEditJson,
}: {
  draft: ConfigFileTexts;
  path: string;
  /** The brand's default language: the one the schema's texts are written in. */
  language: string;
  /** `burst`: the field typed into, so that typing there is one step to undo. */
  onEdit: (files: ConfigFileTexts, announcement: string, burst?: string) => void;
  /** Opens the step's JSON view at a JSON Pointer of its schema. */
  onEditJson: (pointer: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const step = parseObject(draft[path]);
  const texts = useMemo(() => draftStepTexts(draft, language), [draft, language]);
  const rows = step ? fieldRowsOf(step, texts) : [];
  const answers = step ? labelledAnswers(step, stepNameOf(path), texts) : [];
  const notSaving = useMemo(() => callsNotSavingAddedFields(draft, path), [draft, path]);
  const [chosen, setChosen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const selected = rows.find((row) => row.name === chosen)?.name ?? rows[0]?.name;
  // A field shown on a condition is read and written in its branch's `then`.
  const hosted = step && selected ? fieldHostOf(step, selected) : undefined;
  const design = hosted && selected ? designOf(hosted.host, selected, texts) : undefined;
  const sensors = useListSensors(5);

  if (!step)
    return (
      <p role="alert" className="studio-alert">
        {t('studio.designer.unreadable')}
      </p>
    );

  const write = (written: JsonObject, edits: CopyEdits, announcement: string, burst?: string) =>
    onEdit(withDesignedStep(draft, path, written, edits, language), announcement, burst);
  const nameOf = (name: string) => rows.find((row) => row.name === name)?.label || name;
  const add = (kind: FieldKind, at: number) => {
    const label = t(`studio.designer.kinds.${kind}`);
    const added = addField(step, kind, label, at, reservedFieldNames(draft, path));
    setChosen(added.name);
    write(added.step, new Map(), t('studio.designer.added', { field: label }));
  };
  /** Removes a field, and moves the focus its Remove button had to the next field (or the one
   * before it, or the toolbox when none is left) rather than leaving it nowhere. */
  const remove = (index: number) => {
    const name = rows[index]!.name;
    flushSync(() =>
      write(
        removeField(step, name),
        new Map(),
        t('studio.designer.removed', { field: nameOf(name) }),
      ),
    );
    const left = root.current?.querySelectorAll<HTMLElement>('.designer-field__name') ?? [];
    const next = left[Math.min(index, left.length - 1)];
    (next ?? root.current?.querySelector<HTMLElement>('.designer-tool'))?.focus();
  };
  const stepText = (key: 'title' | 'description', text: string) => {
    const edits: CopyEdits = new Map();
    const written = { ...step, [key]: writtenText(step[key], text, texts, edits) };
    if (written[key] === undefined) delete written[key];
    write(written, edits, '', `${path}#${key}`);
  };

  const positionOf = (name: string | number) =>
    rows.findIndex((row) => row.name === String(name)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      kindOfToolboxId(String(active.id))
        ? undefined
        : t('studio.designer.announce.picked', {
            field: nameOf(String(active.id)),
            position: positionOf(active.id),
          }),
    onDragOver: ({ active, over }) =>
      over && !kindOfToolboxId(String(active.id)) && over.id !== LIST_ID
        ? t('studio.designer.announce.over', {
            field: nameOf(String(active.id)),
            position: positionOf(over.id),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && !kindOfToolboxId(String(active.id)) && over.id !== LIST_ID
        ? t('studio.designer.announce.dropped', {
            field: nameOf(String(active.id)),
            position: positionOf(over.id),
          })
        : undefined,
    onDragCancel: ({ active }) =>
      t('studio.designer.announce.cancelled', { field: nameOf(String(active.id)) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const kind = kindOfToolboxId(String(active.id));
    const at = over.id === LIST_ID ? rows.length : positionOf(over.id) - 1;
    if (kind) return add(kind, at);
    if (active.id !== over.id && over.id !== LIST_ID)
      write(moveField(step, positionOf(active.id) - 1, at), new Map(), '');
  };

  return (
    <div className="designer" ref={root}>
      <div className="designer-step">
        <div className="designer-input">
          <label htmlFor={`${id}-title`}>{t('studio.designer.stepTitle')}</label>
          <input
            id={`${id}-title`}
            type="text"
            dir="auto"
            value={readText(step.title, texts)}
            onChange={(e) => stepText('title', e.target.value)}
          />
        </div>
        <div className="designer-input">
          <label htmlFor={`${id}-description`}>{t('studio.designer.stepDescription')}</label>
          <input
            id={`${id}-description`}
            type="text"
            dir="auto"
            value={readText(step.description, texts)}
            onChange={(e) => stepText('description', e.target.value)}
          />
        </div>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('studio.designer.dragInstructions') },
        }}
      >
        <div className="designer-columns">
          <FieldToolbox onAdd={(kind) => add(kind, rows.length)} />
          <section className="designer-list" aria-labelledby={`${id}-fields`}>
            <h4 id={`${id}-fields`}>{t('studio.designer.fields')}</h4>
            {notSaving.length > 0 && (
              <p className="studio-warning">
                {t('studio.designer.notSaved', { calls: notSaving.join(', ') })}
              </p>
            )}
            <SortableContext
              items={rows.map((row) => row.name)}
              strategy={verticalListSortingStrategy}
            >
              <FieldListDropZone label={t('studio.designer.fields')}>
                {rows.map((row, index) => (
                  <DesignerFieldRow
                    key={row.name}
                    row={row}
                    answers={answers}
                    selected={row.name === selected}
                    onSelect={() => setChosen(row.name)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </FieldListDropZone>
            </SortableContext>
            {rows.length === 0 && <p className="studio-muted">{t('studio.designer.empty')}</p>}
          </section>
        </div>
      </DndContext>
      {selected && (
        <section className="designer-properties" aria-labelledby={`${id}-properties`}>
          <h4 id={`${id}-properties`}>
            {t('studio.designer.properties', { field: nameOf(selected) })}
          </h4>
          {design && hosted ? (
            <FieldPanel
              key={selected}
              design={design}
              onChange={(changed) => {
                const written = withFieldDesign(hosted.host, changed, texts);
                write(hosted.withHost(written.step), written.edits, '', `${path}#${selected}`);
              }}
            />
          ) : (
            <p className="studio-muted">{t('studio.designer.notDesignable')}</p>
          )}
          <FieldConditionEditor
            key={`${selected}-condition`}
            step={step}
            answers={answers}
            name={selected}
            label={nameOf(selected)}
            onWhen={(when) =>
              write(
                withConditionOn(step, selected, when),
                new Map(),
                t(when ? 'studio.condition.changed' : 'studio.condition.removed', {
                  step: nameOf(selected),
                }),
              )
            }
            onEditJson={() => onEditJson(conditionPointerOf(step, selected))}
          />
        </section>
      )}
    </div>
  );
}
