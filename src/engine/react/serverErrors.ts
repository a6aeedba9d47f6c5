import type { ErrorSchema } from '@rjsf/utils';
import type { Message } from '../../../shared/contract';
import type { FieldProblem } from '../../../shared/contract/envelope';
import type { SubmitFailure } from './wizardEnvironment';

function messageOf(value: unknown): Message | undefined {
  if (typeof value === 'string') return { id: value };
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? (value as Message) : undefined;
}

/**
 * The field problems of a failure: the field the binding maps its status code to
 * (promo_code_invalid -> promoCode), else the fields the server named (data.errors); undefined when
 * none is at a field, and the message shows above the buttons.
 */
export function fieldProblemsOf(
  error: SubmitFailure,
  fieldsByStatusCode: Record<string, string> = {},
): FieldProblem[] | undefined {
  const field = Object.hasOwn(fieldsByStatusCode, error.statusCode)
    ? fieldsByStatusCode[error.statusCode]
    : undefined;
  if (field) return [{ path: `/${field}`, message: error.messageRef }];
  const issues = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(issues)) return undefined;
  const located: FieldProblem[] = [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const message = messageOf(issue?.message);
    if (typeof issue?.path === 'string' && issue.path !== '/' && issue.path && message) {
      located.push({ path: issue.path, message });
    }
  }
  return located.length > 0 ? located : undefined;
}

/** The property names a field problem's JSON pointer passes through, outermost first. */
export function pointerSegments(pointer: string): string[] {
  return pointer.split('/').filter(Boolean);
}

/** RJSF's error schema of field problems, each message as `text` writes it. */
export function toErrorSchema(
  problems: FieldProblem[],
  text: (message: Message) => string,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    const segments = pointerSegments(problem.path);
    let node = root;
    for (const segment of segments) {
      node[segment] = (node[segment] as Record<string, unknown> | undefined) ?? {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    node.__errors = [...list, text(problem.message)];
  }
  return root as ErrorSchema;
}

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

/** One message at one top-level field. */
export function fieldProblem(field: string, message: Message): FieldProblem[] {
  return [{ path: `/${field}`, message }];
}
