import type { ConfigFileTexts } from './configFiles';
import type { FileDiff } from './versionDiff';

/**
 * What a draft changes against the version it is based on, as POST /check and publish take it:
 * the files its diff names, so a file whose JSON reads the same again is no longer an edit.
 */
export function draftChanges(
  diff: readonly FileDiff[],
  draft: ConfigFileTexts,
): Record<string, string | null> {
  return Object.fromEntries(diff.map(({ path }) => [path, draft[path] ?? null]));
}
