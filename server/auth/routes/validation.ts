export { invalidFields, type FieldProblem } from '../../http/envelope';

export function isBlank(value: string | undefined | null): boolean {
  return (value ?? '').trim() === '';
}

/** JSON Schema for a bounded string field. */
export function text(maxLength: number): { type: 'string'; maxLength: number } {
  return { type: 'string', maxLength };
}
