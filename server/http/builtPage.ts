import { readFileSync, statSync } from 'node:fs';

/**
 * A page of the build (index.html, tenant.html) as the server sends it: read, prepared once, and
 * read again when a rebuild has replaced the file, so a deploy is served without a restart.
 * Undefined while the app is not built.
 */
export function builtPage(
  file: string,
  prepare: (html: string) => string,
): () => string | undefined {
  let cached: { version: string; html: string } | undefined;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.version !== version) {
      cached = { version, html: prepare(readFileSync(file, 'utf8')) };
    }
    return cached.html;
  };
}
