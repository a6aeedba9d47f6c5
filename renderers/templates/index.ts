import type { TemplatesType } from '@rjsf/utils';
import { FieldErrorTemplate } from './FieldErrorTemplate';

/** Errors show beside their fields only; the list at the top of the form is switched off. */
const NoErrorList = () => null;

export const templates: Partial<TemplatesType> = {
  FieldErrorTemplate,
  ErrorListTemplate: NoErrorList,
};
