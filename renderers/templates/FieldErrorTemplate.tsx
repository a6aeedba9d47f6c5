import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { translatedError } from './errorText';
import { errorsHidden } from './errorsHidden';

/**
 * The browser's own errors arrive as copy keys, some with their parameters (errorText), and are
 * translated here, as they render; the server's arrive already translated by the form (a text is
 * its own translation: keys are flat).
 */
export function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const { t } = useTranslation();
  if (errorsHidden(registry)) return null;
  // A message whose copy is empty marks the field (red border) without words, as some steps ask.
  const texts = (errors ?? [])
    .filter((e): e is string => typeof e === 'string' && e.length > 0)
    .map((error) => translatedError(error, t))
    .filter((text) => text.trim().length > 0);
  if (texts.length === 0) return null;
  return (
    <div id={errorId(fieldPathId)} className="field-error" role="alert">
      {[...new Set(texts)].map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
