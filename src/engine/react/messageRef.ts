import type { Message } from '../../../shared/contract';

/**
 * RJSF's error schema holds strings, so a field's Message crosses it as one string,
 * `id::{"name":"acme"}`; the renderers' error templates decode it and translate it as they render,
 * so a language switch re-renders it. Everywhere else a message is kept as a Message.
 */
const SEPARATOR = '::';

export interface MessageRef {
  key: string;
  params?: Record<string, unknown>;
}

export function fieldErrorText(message: Message): string {
  return message.params ? `${message.id}${SEPARATOR}${JSON.stringify(message.params)}` : message.id;
}

export function decodeMessage(message: string): MessageRef {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message };
  try {
    return {
      key: message.slice(0, at),
      params: JSON.parse(message.slice(at + SEPARATOR.length)) as Record<string, unknown>,
    };
  } catch {
    return { key: message };
  }
}
