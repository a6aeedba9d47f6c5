import type { ConfigFiles } from './repositoryFiles';

export interface MergedConfig {
  files: Map<string, string>;
  /** Files (or copy keys, as "file#key") both the repository and an operator changed: the operator's stays. */
  conflicts: string[];
}

const COPY_FILE = /^brands\/[^/]+\/locales\/[^/]+\.json$/;

/** Three-way choice for one item: a side that did not change it since the base takes the other's. */
function pick<T>(base: T | undefined, repository: T | undefined, live: T | undefined) {
  if (repository === base) return { value: live, conflict: false };
  if (live === base || live === repository) return { value: repository, conflict: false };
  return { value: live, conflict: true };
}

function parseCopy(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Copy files merge key by key, so an operator's reworded key and a deploy's new key both stay. */
function mergeCopyFile(
  path: string,
  base: string | undefined,
  repository: string | undefined,
  live: string | undefined,
  conflicts: string[],
): string | undefined {
  const [b, r, l] = [parseCopy(base), parseCopy(repository), parseCopy(live)];
  if (!r || !l || (base !== undefined && !b)) {
    const whole = pick(base, repository, live);
    if (whole.conflict) conflicts.push(path);
    return whole.value;
  }
  const merged: Record<string, string> = {};
  const keys = new Set([...Object.keys(r), ...Object.keys(l), ...Object.keys(b ?? {})]);
  for (const key of keys) {
    const one = pick(b?.[key], r[key], l[key]);
    if (one.conflict) conflicts.push(`${path}#${key}`);
    if (one.value !== undefined) merged[key] = one.value;
  }
  return `${JSON.stringify(merged, null, 2)}\n`;
}

/**
 * The live configuration with the repository's changes since `base` laid over it: what the
 * repository changed and operators did not is taken; what both changed keeps the operator's.
 */
export function mergeRepositoryChanges(
  base: ConfigFiles,
  repository: ConfigFiles,
  live: ConfigFiles,
): MergedConfig {
  const files = new Map<string, string>();
  const conflicts: string[] = [];
  const paths = new Set([...base.keys(), ...repository.keys(), ...live.keys()]);
  for (const path of [...paths].sort()) {
    const [b, r, l] = [base.get(path), repository.get(path), live.get(path)];
    let value: string | undefined;
    if (r === b) value = l;
    else if (COPY_FILE.test(path) && l !== b && l !== r)
      value = mergeCopyFile(path, b, r, l, conflicts);
    else {
      const whole = pick(b, r, l);
      if (whole.conflict) conflicts.push(path);
      value = whole.value;
    }
    if (value !== undefined) files.set(path, value);
  }
  return { files, conflicts };
}

export function sameFiles(a: ConfigFiles, b: ConfigFiles): boolean {
  return a.size === b.size && [...a].every(([path, text]) => b.get(path) === text);
}
