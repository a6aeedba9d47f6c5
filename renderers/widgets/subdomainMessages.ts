import { decodeMessage } from '../../src/engine/react/messageRef';

/** The message key of a taken subdomain; its parameters carry the name and the server's suggestions. */
export const TAKEN_MESSAGE_KEY = 'validation.subdomain.taken';

export interface TakenName {
  key: string;
  params: Record<string, unknown>;
  /** The free names the server offered. */
  suggestions: string[];
}

/** The "taken" error among a field's errors, if it is there, with its suggestions. */
export function takenIn(rawErrors: unknown[] | undefined): TakenName | null {
  for (const error of rawErrors ?? []) {
    if (typeof error !== 'string') continue;
    const { key, params = {} } = decodeMessage(error);
    if (key !== TAKEN_MESSAGE_KEY) continue;
    const list = Array.isArray(params.suggestions) ? params.suggestions : [];
    return {
      key,
      params,
      suggestions: list.filter((s): s is string => typeof s === 'string'),
    };
  }
  return null;
}
