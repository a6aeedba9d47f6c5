import type { ConfigFileTexts } from './configFiles';

/** What a draft changes against the version it is based on, as POST /check and publish take it. */
export function draftChanges(
  base: ConfigFileTexts,
  draft: ConfigFileTexts,
): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  for (const [path, text] of Object.entries(draft)) if (base[path] !== text) changes[path] = text;
  for (const path of Object.keys(base)) if (!(path in draft)) changes[path] = null;
  return changes;
}
