import type { TitleFieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import '../ui/visuallyHidden.css';

/** A required group's mark in its legend: the asterisk a required label shows, read as "required". */
export function GroupRequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className="required" aria-hidden="true">
        *
      </span>{' '}
      <span className="visually-hidden">{t('form.required')}</span>
    </>
  );
}

/**
 * The title of a list or a group of fields (RJSF's TitleField, for ArrayFieldTitleTemplate and
 * objects): styled as a field's label, and when required marked as a required field's label is,
 * with the asterisk; a group has no required state of its own to be read, as an input has, so the
 * title says "required" to screen readers instead of the asterisk.
 */
export function TitleField({ id, title, required, optionalDataControl }: TitleFieldProps) {
  return (
    <legend id={id} className="control-label">
      {title}
      {required && <GroupRequiredMark />}
      {optionalDataControl && <span className="pull-right">{optionalDataControl}</span>}
    </legend>
  );
}
