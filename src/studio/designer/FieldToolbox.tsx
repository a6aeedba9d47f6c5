import { useDraggable } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_KINDS, type FieldKind } from './fieldKinds';

/** The id a toolbox item drags with, told apart from the fields' ids. */
export const toolboxIdOf = (kind: FieldKind) => `toolbox:${kind}`;
export const kindOfToolboxId = (id: string): FieldKind | undefined =>
  id.startsWith('toolbox:') ? (id.slice('toolbox:'.length) as FieldKind) : undefined;

function ToolboxItem({ kind, onAdd }: { kind: FieldKind; onAdd: (kind: FieldKind) => void }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: toolboxIdOf(kind) });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={`designer-tool${isDragging ? ' designer-tool--dragging' : ''}`}
        // The pointer drags the item onto the list; a click or Enter adds it after the fields.
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onClick={() => onAdd(kind)}
        aria-label={t('studio.designer.addKind', { kind: t(`studio.designer.kinds.${kind}`) })}
      >
        {t(`studio.designer.kinds.${kind}`)}
      </button>
    </li>
  );
}

/** The kinds of field a step may ask with: drag one onto the list, or press it to add it at the end. */
export function FieldToolbox({ onAdd }: { onAdd: (kind: FieldKind) => void }) {
  const { t } = useTranslation();
  return (
    <section className="designer-toolbox" aria-label={t('studio.designer.toolbox')}>
      <h4>{t('studio.designer.toolbox')}</h4>
      <ul>
        {FIELD_KINDS.map((kind) => (
          <ToolboxItem key={kind} kind={kind} onAdd={onAdd} />
        ))}
      </ul>
    </section>
  );
}
