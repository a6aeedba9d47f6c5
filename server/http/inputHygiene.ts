import type { FastifyInstance } from 'fastify';
import { ApiError, message, type Message } from './envelope';
import { assertReadableQuery } from './readableQuery';

/** How deep a request's JSON may nest: far beyond any form's, far below what recursion survives. */
export const MAX_INPUT_DEPTH = 32;
/** How many properties one object of a request may hold: far beyond any form's, even one whose owner adds entries. */
export const MAX_INPUT_PROPERTIES = 1000;

/**
 * U+0000 (PostgreSQL text cannot hold it) or a surrogate without its pair (not Unicode text): with
 * the `u` flag a paired surrogate is read as one code point, so only a lone one matches the range.
 */
// eslint-disable-next-line no-control-regex -- finding U+0000 is this pattern's job
const UNSAFE_TEXT = /[\u0000\ud800-\udfff]/u;
const UNSAFE_TEXT_MESSAGE = message('errors.unsafeText');

export interface InputProblem {
  /** JSON pointer to the value at fault. */
  path: string;
  message: Message;
}

interface Node {
  value: unknown;
  depth: number;
  parent: Node | undefined;
  key: string;
}

function pointerOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) {
    keys.push(at.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  }
  return keys.length === 0 ? '/' : `/${keys.reverse().join('/')}`;
}

/**
 * The first string (value or property name) in `input` that PostgreSQL or JSON cannot carry, the
 * first value nested deeper than MAX_INPUT_DEPTH, or the first object with more than
 * MAX_INPUT_PROPERTIES properties; null when there is none. Iterative, so a
 * hostile depth cannot overflow the stack while it is being measured.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: Node[] = [{ value: input, depth: 0, parent: undefined, key: '' }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value, depth } = node;
    if (typeof value === 'string') {
      if (UNSAFE_TEXT.test(value)) return { path: pointerOf(node), message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return {
        path: pointerOf(node),
        message: message('errors.nestsTooDeep', { levels: MAX_INPUT_DEPTH }),
      };
    }
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    if (!Array.isArray(value) && entries.length > MAX_INPUT_PROPERTIES) {
      return {
        path: pointerOf(node),
        message: message('errors.tooManyProperties', { limit: MAX_INPUT_PROPERTIES }),
      };
    }
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childNode = { value: child, depth: depth + 1, parent: node, key };
      if (UNSAFE_TEXT.test(key)) {
        // The object's path: the name itself is not echoed back.
        return {
          path: pointerOf(node),
          message: message('errors.unsafePropertyName'),
        };
      }
      pending.push(childNode);
    }
  }
  return null;
}

/** Throws the contract's 400 validation_failed when `input` holds what findInputProblem refuses. */
export function assertCleanInput(input: unknown, where: string): void {
  const problem = findInputProblem(input);
  if (!problem) return;
  throw new ApiError(
    400,
    'validation_failed',
    message(`${problem.message.id}At`, { ...problem.message.params, where, path: problem.path }),
    {
      errors: [problem],
    },
  );
}

/**
 * Every route's body, query string and path parameters are checked once here, before any schema
 * or handler sees them, so no route can pass such text on to the database or a hashing library.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertReadableQuery(request.raw.url ?? '');
      assertCleanInput(request.params, 'params');
      assertCleanInput(request.query, 'querystring');
      assertCleanInput(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
