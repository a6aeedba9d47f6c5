import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from '../../src/engine/react/messageRef';
import { errorsHidden } from './errorsHidden';

/** Errors arrive as i18n keys (with parameters) and are translated here, as they render. */
export function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const { t } = useTranslation();
  if (errorsHidden(registry)) return null;
  // A message whose copy is empty marks the field (red border) without words, as some steps ask.
  const texts = (errors ?? [])
    .filter((e): e is string => typeof e === 'string' && e.length > 0)
    .map((message) => {
      const { key, params } = decodeMessage(message);
      return t(key, params);
    })
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
