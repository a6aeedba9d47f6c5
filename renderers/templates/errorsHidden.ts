import type { Registry } from '@rjsf/utils';
import type { WizardContext } from '../context/wizardContext';

/**
 * Whether the form asks its fields to show no validation at all for now (formContext.errorsHidden):
 * a public form does so until submit and again while the person edits (docs/public-forms.md). RJSF keeps
 * the other fields' errors on a change, so the templates and widgets that show them ask here. Read
 * from the form's context as it is (not through wizardContextOf, whose defaults the first screens
 * need not load).
 */
export function errorsHidden(registry: Registry | undefined): boolean {
  const context = registry?.formContext as Partial<WizardContext> | undefined;
  return context?.errorsHidden === true;
}
