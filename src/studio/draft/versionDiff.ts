import type { ConfigFileTexts } from './configFiles';

/**
 * One difference inside a file. `pointer` is a JSON pointer into the later file (into the earlier
 * one for what was removed); a moved item's is its array's. Items of arrays of named objects (or of
 * unique strings) are matched by name, so a moved item is one change and its edits keep its name.
 */
export type JsonChange =
  | { kind: 'added'; pointer: string; after: unknown; name?: string }
  | { kind: 'removed'; pointer: string; before: unknown; name?: string }
  | { kind: 'changed'; pointer: string; before: unknown; after: unknown }
  | { kind: 'moved'; pointer: string; name: string; from: number; to: number };

/** A whole file added or removed, or one that is not JSON on both sides (compared as text). */
export type FileTextChange =
  | { kind: 'fileAdded'; after: string }
  | { kind: 'fileRemoved'; before: string }
  | { kind: 'text'; before: string; after: string };

export type Change = JsonChange | FileTextChange;

export interface FileDiff {
  path: string;
  changes: Change[];
}

type Json = unknown;
/** What tells an array's items apart: a unique string `name` or `id`, or the string itself. */
type ItemKey = 'name' | 'id' | 'value';

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const nameOf = (item: Json, key: ItemKey) =>
  key === 'value' ? (item as string) : ((item as Record<string, Json>)[key] as string);

function keyOf(items: Json[]): ItemKey | null {
  const keys: ItemKey[] = ['name', 'id', 'value'];
  return (
    keys.find(
      (key) =>
        items.every((item) =>
          key === 'value'
            ? typeof item === 'string'
            : isObject(item) && typeof item[key] === 'string',
        ) && new Set(items.map((item) => nameOf(item, key))).size === items.length,
    ) ?? null
  );
}

/** Both arrays' common key, when both can be keyed the same way (an empty one takes the other's). */
function commonKey(before: Json[], after: Json[]): ItemKey | null {
  if (before.length === 0) return keyOf(after);
  if (after.length === 0) return keyOf(before);
  const key = keyOf(before);
  return key === keyOf(after) ? key : null;
}

/** The names that keep their order: the longest common subsequence of the two orders. */
function unmoved(before: string[], after: string[]): Set<string> {
  const lengths = before.map(() => new Array<number>(after.length + 1).fill(0));
  lengths.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i]![j] =
        before[i] === after[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

function keyedArrayChanges(before: Json[], after: Json[], key: ItemKey, at: string): JsonChange[] {
  const beforeNames = before.map((item) => nameOf(item, key));
  const afterNames = after.map((item) => nameOf(item, key));
  const common = new Set(afterNames.filter((name) => beforeNames.includes(name)));
  const kept = unmoved(
    beforeNames.filter((name) => common.has(name)),
    afterNames.filter((name) => common.has(name)),
  );
  const changes: JsonChange[] = beforeNames.flatMap((name, index) =>
    common.has(name)
      ? []
      : [{ kind: 'removed', pointer: `${at}/${index}`, before: before[index], name }],
  );
  afterNames.forEach((name, to) => {
    const pointer = `${at}/${to}`;
    if (!common.has(name)) {
      changes.push({ kind: 'added', pointer, after: after[to], name });
      return;
    }
    const from = beforeNames.indexOf(name);
    if (!kept.has(name)) changes.push({ kind: 'moved', pointer: at, name, from, to });
    changes.push(...jsonChanges(before[from], after[to], pointer));
  });
  return changes;
}

function positionalArrayChanges(before: Json[], after: Json[], at: string): JsonChange[] {
  const changes: JsonChange[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    const pointer = `${at}/${index}`;
    if (index >= after.length) changes.push({ kind: 'removed', pointer, before: before[index] });
    else if (index >= before.length) changes.push({ kind: 'added', pointer, after: after[index] });
    else changes.push(...jsonChanges(before[index], after[index], pointer));
  }
  return changes;
}

/** The changes from one JSON value to another; the order of an object's keys is not a change. */
export function jsonChanges(before: Json, after: Json, at = ''): JsonChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const key = commonKey(before, after);
    return key
      ? keyedArrayChanges(before, after, key, at)
      : positionalArrayChanges(before, after, at);
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key): JsonChange[] => {
      const pointer = `${at}/${escape(key)}`;
      if (!(key in after)) return [{ kind: 'removed', pointer, before: before[key] }];
      if (!(key in before)) return [{ kind: 'added', pointer, after: after[key] }];
      return jsonChanges(before[key], after[key], pointer);
    });
  }
  return before === after ? [] : [{ kind: 'changed', pointer: at, before, after }];
}

function parsed(text: string): { json: Json } | undefined {
  try {
    return { json: JSON.parse(text) as Json };
  } catch {
    return undefined;
  }
}

/** How one file changed (undefined: absent on that side); no changes when only its layout did. */
export function fileChanges(before: string | undefined, after: string | undefined): Change[] {
  if (before === after) return [];
  if (before === undefined) return [{ kind: 'fileAdded', after: after! }];
  if (after === undefined) return [{ kind: 'fileRemoved', before }];
  const old = parsed(before);
  const now = parsed(after);
  if (!old || !now) return [{ kind: 'text', before, after }];
  return jsonChanges(old.json, now.json);
}

/** What changed from one set of configuration files to another, file by file in path order. */
export function versionDiff(before: ConfigFileTexts, after: ConfigFileTexts): FileDiff[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.flatMap((path) => {
    const changes = fileChanges(before[path], after[path]);
    return changes.length > 0 ? [{ path, changes }] : [];
  });
}
