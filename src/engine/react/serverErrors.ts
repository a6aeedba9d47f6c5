import type { ErrorSchema } from '@rjsf/utils';
import type { ApiCallError } from '../../api/errors';

interface FieldIssue {
  path: string;
  message: string;
}

/** Turns a server's validation answer ({ errors: [{ path, message }] }) into RJSF's error schema. */
export function toErrorSchema(issues: FieldIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    const segments = issue.path.split('/').filter(Boolean);
    let node = root;
    for (const segment of segments) {
      node[segment] = (node[segment] as Record<string, unknown> | undefined) ?? {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    node.__errors = [...list, issue.message];
  }
  return root as ErrorSchema;
}

/**
 * Field errors when the server named fields, or when the binding maps the failure's status code to
 * a field (promo_code_invalid -> promoCode); otherwise undefined, and the message shows above the buttons.
 */
export function fieldErrorsOf(
  error: ApiCallError,
  fieldsByStatusCode: Record<string, string> = {},
): ErrorSchema | undefined {
  const field = Object.hasOwn(fieldsByStatusCode, error.statusCode)
    ? fieldsByStatusCode[error.statusCode]
    : undefined;
  if (field) return toErrorSchema([{ path: `/${field}`, message: error.message }]);
  const issues = (error.data as { errors?: FieldIssue[] } | null)?.errors;
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  const located = issues.filter((i) => i.path && i.path !== '/');
  return located.length > 0 ? toErrorSchema(located) : undefined;
}
