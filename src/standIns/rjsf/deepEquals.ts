/**
 * RJSF's deepEquals (form data, schemas and props compared before it re-renders or recomputes)
 * without fast-equals, 2.5 KiB of gzip on the signup page: ../plugins/standInPlugins.ts puts it
 * in place of @rjsf/utils' own in the browser bundle. The same rules: any two functions are
 * equal, NaN equals NaN, objects compare by their own enumerable keys when they share a
 * constructor, dates by time, regular expressions by source and flags, and a value that contains
 * itself is compared without looping. Maps and Sets find keys and members by identity where
 * fast-equals also tries deep matches; that answers "not equal" more often, which only costs
 * RJSF a recomputation. A unit test holds it to @rjsf/utils' answers.
 */
type Seen = Map<object, object>;

const tagOf = (value: object) => Object.prototype.toString.call(value);
const TYPED_ARRAY = /^\[object (?:(?:Big)?(?:Int|Uint|Float)\d+(?:Clamped)?Array)\]$/;
/** React's and Preact's bookkeeping on an element, which fast-equals skips too. */
const isOwnerKey = (a: object, b: object, key: string) =>
  (key === '_owner' || key === '__o' || key === '__v') &&
  Boolean((a as { $$typeof?: unknown }).$$typeof || (b as { $$typeof?: unknown }).$$typeof);

function keysEqual(a: object, b: object, seen: Seen): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      isOwnerKey(a, b, key) ||
      (Object.prototype.propertyIsEnumerable.call(b, key) &&
        equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], seen)),
  );
}

function sameKind(a: object, b: object, seen: Seen): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => equal(item, other[i], seen));
  }
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp)
    return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    return (
      a.size === other.size &&
      [...a].every(([key, value]) => other.has(key) && equal(value, other.get(key), seen))
    );
  }
  if (a instanceof Set)
    return a.size === (b as Set<unknown>).size && [...a].every((v) => (b as Set<unknown>).has(v));
  const tag = tagOf(a);
  if (a.constructor == null || tag === '[object Object]' || tag === '[object Arguments]') {
    return keysEqual(a, b, seen);
  }
  if (TYPED_ARRAY.test(tag)) {
    const other = b as unknown as ArrayLike<unknown>;
    const own = a as unknown as ArrayLike<unknown>;
    return (
      own.length === other.length &&
      Array.prototype.every.call(own, (v, i) => Object.is(v, other[i]))
    );
  }
  // Promises, WeakMaps, errors and the like: equal only when they are the same object.
  return false;
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
  if (typeof a !== 'object') return false;
  const other = b as object;
  if (a.constructor !== other.constructor || tagOf(a) !== tagOf(other)) return false;
  const pairedA = seen.get(a);
  const pairedB = seen.get(other);
  if (pairedA && pairedB) return pairedA === other && pairedB === a;
  seen.set(a, other);
  seen.set(other, a);
  const result = sameKind(a, other, seen);
  seen.delete(a);
  seen.delete(other);
  return result;
}

export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}
