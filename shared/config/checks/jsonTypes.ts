import type { JsonObject } from '../../schema/splitSchema.ts';

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON types a schema's `type` allows, or undefined when it says nothing (or is not a schema's `type`). */
export function declaredTypes(schema: JsonObject): string[] | undefined {
  const type = schema.type;
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  return types?.every((t) => typeof t === 'string' && JSON_TYPES.includes(t))
    ? (types as string[])
    : undefined;
}

/** Whether a value is one of these JSON types (a whole number is an integer and a number). */
export function fitsTypes(value: unknown, types: readonly string[]): boolean {
  return types.some((type) => {
    switch (type) {
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number';
      case 'null':
        return value === null;
      case 'array':
        return Array.isArray(value);
      case 'object':
        return isObject(value);
      default:
        return typeof value === type;
    }
  });
}

export function describeValue(value: unknown): string {
  return `${JSON.stringify(value)} (${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value})`;
}
