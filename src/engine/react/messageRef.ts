/**
 * Errors stay as i18n keys in state and are translated when rendered, so a language switch
 * re-renders them. A key with parameters travels as one string: `key::{"name":"acme"}`.
 */
const SEPARATOR = '::';

export interface MessageRef {
  key: string;
  params?: Record<string, unknown>;
}

export function encodeMessage(key: string, params?: Record<string, unknown>): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
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
