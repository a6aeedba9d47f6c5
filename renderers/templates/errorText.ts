import type { Message } from '../../shared/contract/message';

/** A copy key followed by its parameters as a JSON object: 'validation.default.minLength{"count":2}'. */
const KEY_WITH_PARAMS = /^([a-z][A-Za-z0-9_.-]*)(\{.*\})$/s;

/**
 * A message as an error of RJSF's, which holds only text: its copy key, with its parameters
 * written after it when it has any. The form's templates translate it as they render
 * (errorMessageOf), so a language switch re-words it.
 */
export function errorText(message: Message): string {
  return message.params === undefined
    ? message.id
    : `${message.id}${JSON.stringify(message.params)}`;
}

/** The message an error's text carries: a copy key and its parameters, or a text as it is. */
export function errorMessageOf(text: string): Message {
  const match = KEY_WITH_PARAMS.exec(text);
  if (!match) return { id: text };
  try {
    return { id: match[1]!, params: JSON.parse(match[2]!) as Message['params'] };
  } catch {
    return { id: text };
  }
}

/** An error's text as the person reads it: its message translated, with its parameters. */
export function translatedError(
  text: string,
  t: (id: string, params?: Message['params']) => string,
): string {
  const message = errorMessageOf(text);
  return t(message.id, message.params);
}
