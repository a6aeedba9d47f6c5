import type { Registry } from '@rjsf/utils';
import { wizardContextOf } from '../context/wizardContext';

/**
 * Whether the form asks its fields to show no validation at all for now (formContext.errorsHidden):
 * a public form does so until submit and again while the person edits (spec section 4). RJSF keeps
 * the other fields' errors on a change, so the templates and widgets that show them ask here.
 */
export function errorsHidden(registry: Registry | undefined): boolean {
  return wizardContextOf(registry).errorsHidden === true;
}
