import { ApiError } from '../../http/envelope';

export interface FieldProblem {
  path: string;
  message: string;
}

/** A 400 validation_failed in the contract's shape, led by the first problem's message. */
export function invalidFields(problems: FieldProblem[]): ApiError {
  return new ApiError(400, 'validation_failed', problems[0]?.message ?? 'Invalid body', {
    errors: problems,
  });
}

export function isBlank(value: string | undefined | null): boolean {
  return (value ?? '').trim() === '';
}

/** JSON Schema for a bounded string field. */
export function text(maxLength: number): { type: 'string'; maxLength: number } {
  return { type: 'string', maxLength };
}
