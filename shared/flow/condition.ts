import type { Condition } from './types';

/**
 * A small evaluator of a JSON Schema subset, for the `when` conditions of flow steps. It builds
 * closures instead of generated code, so it runs under a Content-Security-Policy without
 * 'unsafe-eval' (no eval, no new Function, no ajv).
 */

export const SUPPORTED_CONDITION_KEYWORDS: readonly string[] = Object.freeze([
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'not',
  'allOf',
  'anyOf',
  'oneOf',
  'contains',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'title',
  'description',
  '$comment',
]);

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
type JsonType = (typeof JSON_TYPES)[number];

type Predicate = (data: unknown) => boolean;
type PlainObject = Record<string, unknown>;

/** A condition uses a keyword outside the subset, or gives a keyword a value of the wrong shape. */
export class ConditionError extends Error {
  constructor(
    message: string,
    /** JSON Pointer of the offending keyword inside the condition, e.g. "/properties/plan/typo". */
    readonly path: string,
    readonly keyword: string,
  ) {
    super(message);
    this.name = 'ConditionError';
  }
}

const compiledConditions = new WeakMap<object, Predicate>();

/** Whether `data` matches `condition`; throws ConditionError for an unsupported or malformed condition. */
export function matchesCondition(condition: Condition | boolean, data: unknown): boolean {
  return predicateFor(condition)(data);
}

/** Throws ConditionError unless every keyword of `condition`, at any depth, is supported and well formed. */
export function assertValidCondition(condition: Condition | boolean): void {
  predicateFor(condition);
}

function predicateFor(condition: Condition | boolean): Predicate {
  if (typeof condition === 'boolean') return () => condition;
  const cached = compiledConditions.get(condition);
  if (cached) return cached;
  const predicate = compileSchema(condition, '');
  compiledConditions.set(condition, predicate);
  return predicate;
}

function compileSchema(schema: unknown, path: string): Predicate {
  if (typeof schema === 'boolean') return () => schema;
  if (!isPlainObject(schema)) {
    throw new ConditionError(
      `Condition at ${pointer(path)} must be a JSON Schema object or a boolean`,
      path,
      '',
    );
  }
  const checks: Predicate[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    const check = compileKeyword(keyword, value, `${path}/${keyword}`);
    if (check) checks.push(check);
  }
  return (data) => checks.every((check) => check(data));
}

function compileKeyword(keyword: string, value: unknown, path: string): Predicate | undefined {
  switch (keyword) {
    case 'title':
    case 'description':
    case '$comment':
      return undefined;
    case 'type': {
      const types = readTypes(value, path, keyword);
      return (data) => types.some((type) => hasType(data, type));
    }
    case 'const':
      return (data) => deepEqual(data, value);
    case 'enum': {
      const allowed = readArray(value, path, keyword);
      return (data) => allowed.some((candidate) => deepEqual(data, candidate));
    }
    case 'properties': {
      if (!isPlainObject(value)) fail(path, keyword, 'must be an object of schemas');
      const properties = Object.entries(value).map(
        ([name, schema]) => [name, compileSchema(schema, `${path}/${name}`)] as const,
      );
      return (data) =>
        !isPlainObject(data) ||
        properties.every(([name, matches]) => !isPresent(data, name) || matches(data[name]));
    }
    case 'required': {
      const names = readArray(value, path, keyword);
      if (!names.every(isString)) fail(path, keyword, 'must be an array of property names');
      return (data) => !isPlainObject(data) || names.every((name) => isPresent(data, name));
    }
    case 'not': {
      const matches = compileSchema(value, path);
      return (data) => !matches(data);
    }
    case 'allOf': {
      const all = readSchemaList(value, path, keyword);
      return (data) => all.every((matches) => matches(data));
    }
    case 'anyOf': {
      const any = readSchemaList(value, path, keyword);
      return (data) => any.some((matches) => matches(data));
    }
    case 'oneOf': {
      const one = readSchemaList(value, path, keyword);
      return (data) => one.filter((matches) => matches(data)).length === 1;
    }
    case 'contains': {
      const matches = compileSchema(value, path);
      return (data) => !Array.isArray(data) || data.some((item) => matches(item));
    }
    case 'items': {
      if (Array.isArray(value))
        fail(path, keyword, 'must be a single schema (tuple form is not supported)');
      const matches = compileSchema(value, path);
      return (data) => !Array.isArray(data) || data.every((item) => matches(item));
    }
    case 'minItems': {
      const limit = readCount(value, path, keyword);
      return (data) => !Array.isArray(data) || data.length >= limit;
    }
    case 'maxItems': {
      const limit = readCount(value, path, keyword);
      return (data) => !Array.isArray(data) || data.length <= limit;
    }
    case 'minLength': {
      const limit = readCount(value, path, keyword);
      return (data) => typeof data !== 'string' || codePointLength(data) >= limit;
    }
    case 'maxLength': {
      const limit = readCount(value, path, keyword);
      return (data) => typeof data !== 'string' || codePointLength(data) <= limit;
    }
    case 'pattern': {
      const regex = readPattern(value, path, keyword);
      return (data) => typeof data !== 'string' || regex.test(data);
    }
    case 'minimum': {
      const limit = readNumber(value, path, keyword);
      return (data) => typeof data !== 'number' || data >= limit;
    }
    case 'maximum': {
      const limit = readNumber(value, path, keyword);
      return (data) => typeof data !== 'number' || data <= limit;
    }
    default:
      throw new ConditionError(
        `Unsupported condition keyword "${keyword}" at ${pointer(path)}; supported: ${SUPPORTED_CONDITION_KEYWORDS.join(', ')}`,
        path,
        keyword,
      );
  }
}

function readTypes(value: unknown, path: string, keyword: string): JsonType[] {
  const names: unknown[] = Array.isArray(value) ? value : [value];
  if (names.length === 0 || !names.every(isJsonType)) {
    fail(path, keyword, `must be one of ${JSON_TYPES.join(', ')} or a non-empty array of them`);
  }
  return names;
}

function readArray(value: unknown, path: string, keyword: string): unknown[] {
  if (!Array.isArray(value)) fail(path, keyword, 'must be an array');
  return value;
}

function readSchemaList(value: unknown, path: string, keyword: string): Predicate[] {
  if (!Array.isArray(value) || value.length === 0) {
    fail(path, keyword, 'must be a non-empty array of schemas');
  }
  return value.map((schema, index) => compileSchema(schema, `${path}/${index}`));
}

function readCount(value: unknown, path: string, keyword: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(path, keyword, 'must be a non-negative integer');
  }
  return value;
}

function readNumber(value: unknown, path: string, keyword: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, keyword, 'must be a number');
  return value;
}

function readPattern(value: unknown, path: string, keyword: string): RegExp {
  if (typeof value !== 'string') fail(path, keyword, 'must be a regular expression string');
  try {
    // The "u" flag matches how ajv (browser and server validators) reads patterns.
    return new RegExp(value, 'u');
  } catch {
    return fail(path, keyword, `is not a valid regular expression: ${value}`);
  }
}

function fail(path: string, keyword: string, problem: string): never {
  throw new ConditionError(
    `Condition keyword "${keyword}" at ${pointer(path)} ${problem}`,
    path,
    keyword,
  );
}

function pointer(path: string): string {
  return path === '' ? '/' : path;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isJsonType(value: unknown): value is JsonType {
  return JSON_TYPES.some((type) => type === value);
}

function hasType(data: unknown, type: JsonType): boolean {
  switch (type) {
    case 'null':
      return data === null;
    case 'boolean':
      return typeof data === 'boolean';
    case 'string':
      return typeof data === 'string';
    case 'number':
      return typeof data === 'number' && Number.isFinite(data);
    case 'integer':
      return Number.isInteger(data);
    case 'array':
      return Array.isArray(data);
    case 'object':
      return isPlainObject(data);
  }
}

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A property set to undefined counts as absent, as it would after a JSON round trip.
function isPresent(data: PlainObject, name: string): boolean {
  return Object.hasOwn(data, name) && data[name] !== undefined;
}

function codePointLength(text: string): number {
  return [...text].length;
}

function deepEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left)) {
    return (
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => deepEqual(item, right[index]))
    );
  }
  if (isPlainObject(left)) {
    if (!isPlainObject(right)) return false;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]))
    );
  }
  return false;
}
