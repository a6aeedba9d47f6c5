import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useListSensors } from '../../renderers/ui/sortable';
import type { Condition } from '../../shared/flow/types';
import type { OfferedAnswer } from './draft/conditionAnswers';
import type { StepRow } from './draft/flowSteps';
import { StepListRow } from './StepListRow';

/**
 * The brand's flow as a list of steps: drag a row's handle, or focus it and press Space, the
 * arrow keys and Space again, to move a step; every move is read out.
 */
export function StepList({
  rows,
  flowFile,
  categories,
  answersBefore,
  onMove,
  onHide,
  onWhen,
  onOpen,
  readOnly = false,
}: {
  rows: StepRow[];
  flowFile: string;
  categories: string[];
  /** For each step, the answers the steps before it ask. */
  answersBefore: ReadonlyMap<string, OfferedAnswer[]>;
  onMove: (from: number, to: number) => void;
  onHide: (stepName: string, categories: string[]) => void;
  onWhen: (stepName: string, when: Condition | undefined) => void;
  onOpen: (path: string, pointer: string) => void;
  /** Shown without the means to change it (a viewer's). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const sensors = useListSensors();
  const ids = rows.map((row) => row.name);
  const positionOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('studio.steps.announce.picked', { step: active.id, position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('studio.steps.announce.over', { step: active.id, position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('studio.steps.announce.dropped', { step: active.id, position: positionOf(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('studio.steps.announce.cancelled', { step: active.id }),
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('studio.steps.dragInstructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="studio-steps" aria-label={t('studio.steps.listLabel')}>
          {rows.map((row, index) => (
            <StepListRow
              key={row.name}
              row={row}
              index={index}
              flowFile={flowFile}
              categories={categories}
              answers={answersBefore.get(row.name) ?? []}
              onHide={onHide}
              onWhen={onWhen}
              onOpen={onOpen}
              readOnly={readOnly}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
