import { useEffect, useRef } from 'react';
import type { FieldProblem } from '../../../shared/contract/envelope';
import { pointerSegments } from './serverErrors';

/**
 * A form is disabled while its submit is under way, and a disabled control loses focus to the
 * page, so a screen-reader user who stays on the form (the server refused it) lost their place.
 * Once the form is enabled again with focus lost, it goes to the first field the server named, or
 * back to what had it when the submit began. Returns what the form calls as a submit begins.
 */
export function useFocusAfterBusy(
  formId: string,
  busy: boolean | undefined,
  serverProblems: readonly FieldProblem[] | undefined,
): () => void {
  const focusedAtSubmit = useRef<Element | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || !document.getElementById(formId)) return;
    const named = serverProblems?.[0]?.path;
    const field = named ? document.getElementById(fieldId(formId, named)) : null;
    const target = field ?? focusedAtSubmit.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [busy, serverProblems, formId]);
  return () => {
    focusedAtSubmit.current = document.activeElement;
  };
}

/** RJSF's id for the field at a JSON pointer: the form's id, then each segment, joined by '_'. */
function fieldId(formId: string, pointer: string): string {
  return [formId, ...pointerSegments(pointer)].join('_');
}
