import type { FileChange } from '../../../shared/contract/studio';
import type { ConfigFiles } from './repositoryFiles';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointers at which two JSON values differ, deepest first found; '' is the whole value. */
function changedPointers(before: unknown, after: unknown, at = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothObjects =
    typeof before === 'object' &&
    before !== null &&
    typeof after === 'object' &&
    after !== null &&
    Array.isArray(before) === Array.isArray(after);
  if (!bothObjects) return [at];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changedPointers(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      `${at}/${escapePointer(key)}`,
    ),
  );
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a version changes against another: files added, removed, and where in a file it differs. */
export function diffConfig(before: ConfigFiles, after: ConfigFiles): FileChange[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths.flatMap((path): FileChange[] => {
    const old = before.get(path);
    const now = after.get(path);
    if (old === undefined) return [{ path, change: 'added' }];
    if (now === undefined) return [{ path, change: 'removed' }];
    if (old === now) return [];
    const pointers = changedPointers(parsed(old), parsed(now));
    return pointers.length === 0 ? [] : [{ path, change: 'changed', pointers }];
  });
}
