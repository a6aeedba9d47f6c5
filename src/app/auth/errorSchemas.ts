import type { ErrorSchema } from '@rjsf/utils';
import type { Message } from '../../../shared/contract';
import { fieldErrorText } from '../../engine/react/messageRef';

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(a: Node, b: Node): Node {
  const out: Node = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    if (key === '__errors' && Array.isArray(existing) && Array.isArray(value)) {
      out[key] = [...existing, ...value];
    } else if (isObject(existing) && isObject(value)) {
      out[key] = merge(existing, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Both error schemas' messages at each field; undefined when neither has any. */
export function mergeErrorSchemas(
  ...schemas: (ErrorSchema | undefined)[]
): ErrorSchema | undefined {
  const present = schemas.filter((s): s is ErrorSchema => Boolean(s));
  if (present.length === 0) return undefined;
  return present.reduce<Node>((acc, s) => merge(acc, s as Node), {}) as ErrorSchema;
}

/** One message at one field. */
export function fieldError(field: string, message: Message): ErrorSchema {
  return { [field]: { __errors: [fieldErrorText(message)] } } as ErrorSchema;
}
