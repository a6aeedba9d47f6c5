import { readFileSync, statSync } from 'node:fs';

/**
 * A file of the build (index.html, tenant.html, the manifest) as the server uses it: read,
 * prepared once, and read again when a rebuild has replaced the file, so a deploy is served
 * without a restart. Undefined while the app is not built.
 */
export function builtFile<T = string>(
  file: string,
  prepare: (text: string) => T,
): () => T | undefined {
  let cached: { version: string; prepared: T } | undefined;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.version !== version) {
      cached = { version, prepared: prepare(readFileSync(file, 'utf8')) };
    }
    return cached.prepared;
  };
}
