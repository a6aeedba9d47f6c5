import type { ConfigFileTexts } from './configFiles';

/** A tab's unpublished changes, kept across a reload and the Studio's other pages. */
export interface KeptDraft {
  /** The version the changes were made on. */
  basedOn: string;
  /** Path → new text, or null for a file removed (as draftChanges gives them). */
  edits: Record<string, string | null>;
}

const KEY = 'onramp.studio.draft';

function isKeptDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { basedOn, edits } = value as Record<string, unknown>;
  return (
    typeof basedOn === 'string' &&
    typeof edits === 'object' &&
    edits !== null &&
    Object.values(edits).every((text) => typeof text === 'string' || text === null)
  );
}

/** The kept changes of this tab, if any (anything unreadable counts as none). */
export function readKeptDraft(storage: Storage = sessionStorage): KeptDraft | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return isKeptDraft(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the changes (none: forgets them); false when the browser refused to store them. */
export function keepDraft(kept: KeptDraft | undefined, storage: Storage = sessionStorage): boolean {
  try {
    if (!kept || Object.keys(kept.edits).length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** The base with the changes applied. */
export function withEdits(
  base: ConfigFileTexts,
  edits: Record<string, string | null>,
): ConfigFileTexts {
  const files: Record<string, string> = { ...base };
  for (const [path, text] of Object.entries(edits)) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  return files;
}
