export { invalidFields, type FieldProblem } from '../../http/envelope';

export function isBlank(value: string | undefined | null): boolean {
  return (value ?? '').trim() === '';
}

/** JSON Schema for a bounded string field. */
export function text(maxLength: number): { type: 'string'; maxLength: number } {
  return { type: 'string', maxLength };
}

/**
 * A one-time token from a link's address, of any length: the route answers one that is not ours
 * (cut short, run on, garbled) as a link that is not valid, which the page can explain, rather than
 * as a malformed body. The body limit bounds it.
 */
export const linkTokenField = { type: 'string' } as const;
