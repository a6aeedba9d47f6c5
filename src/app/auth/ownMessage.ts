import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';

/** The failure's own message (its msg_ref, else its words), or undefined when it has none. */
export function ownMessage(error: unknown, fallback?: string): Message | undefined {
  const ref = toApiCallError(error, fallback).messageRef;
  return ref.id ? ref : undefined;
}
