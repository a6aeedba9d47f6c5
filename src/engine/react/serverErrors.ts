import type { ErrorSchema } from '@rjsf/utils';
import type { Message } from '../../../shared/contract';
import type { FieldProblem } from '../../../shared/contract/envelope';
import { messageOfText, type ApiCallError } from '../../api/errors';
import { fieldErrorText } from './messageRef';

function messageOf(value: unknown): Message | undefined {
  if (typeof value === 'string') return messageOfText(value);
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? (value as Message) : undefined;
}

/**
 * The field problems of a failure: the field the binding maps its status code to
 * (promo_code_invalid -> promoCode), else the fields the server named (data.errors); undefined when
 * none is at a field, and the message shows above the buttons.
 */
export function fieldProblemsOf(
  error: ApiCallError,
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

/** RJSF's error schema of field problems, each message as `text` writes it. */
export function toErrorSchema(
  problems: FieldProblem[],
  text: (message: Message) => string = fieldErrorText,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    const segments = problem.path.split('/').filter(Boolean);
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

/** The failure's field problems as RJSF's error schema, or undefined when none is at a field. */
export function fieldErrorsOf(
  error: ApiCallError,
  fieldsByStatusCode: Record<string, string> = {},
): ErrorSchema | undefined {
  const problems = fieldProblemsOf(error, fieldsByStatusCode);
  return problems ? toErrorSchema(problems) : undefined;
}
