import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { UniqueIdentifier } from '@dnd-kit/core';

/**
 * A sortable list's sensors: the pointer once it has moved `pointerDistance` pixels (so a click on
 * the handle is not a drag), and the keyboard (Space, arrows, Space).
 */
export function useListSensors(pointerDistance = 4) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: pointerDistance } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** One row of a sortable list: props for the row element and for its drag handle. */
export function useSortableRow(id: UniqueIdentifier, disabled = false) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
