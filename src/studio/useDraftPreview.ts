import { useEffect, useState } from 'react';
import type { CheckState } from './useDraftCheck';
import type { FileEdits, StudioApi } from './studioApi';

export type DraftPreview =
  /** Nothing edited: the live version itself is shown. */
  | { status: 'live'; configId: string }
  /** The draft as it now stands, saved unpublished until `expiresAt`. */
  | { status: 'draft'; configId: string; expiresAt: string }
  /** A newer draft is being checked or saved; the last one stays shown meanwhile. */
  | { status: 'updating' | 'hasProblems' | 'failed'; configId: string; expiresAt?: string };

interface SavedDraft {
  key: string;
  draftId: string;
  expiresAt: string;
}

/**
 * What the Studio's preview shows: the live version while nothing is edited, else the draft,
 * saved unpublished (POST /drafts) each time the checker finds no problem in a newer edit. A
 * draft with problems cannot be compiled, so the last good one stays shown.
 */
export function useDraftPreview(
  api: StudioApi,
  basedOn: string,
  edits: FileEdits,
  check: CheckState,
): { preview: DraftPreview; retry(): void } {
  const [saved, setSaved] = useState<SavedDraft | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const edited = Object.keys(edits).length > 0;
  const key = JSON.stringify([basedOn, edits]);
  const clean = edited && check.status === 'idle' && check.problems.length === 0;

  useEffect(() => {
    if (!clean || saved?.key === key) return;
    const [, files] = JSON.parse(key) as [string, FileEdits];
    let current = true;
    api.saveDraft(basedOn, files).then(
      ({ draftId, expiresAt }) => current && setSaved({ key, draftId, expiresAt }),
      () => current && setFailedKey(key),
    );
    return () => {
      current = false;
    };
    // `saved` is left out: a save that lands must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, basedOn, clean, key, attempt]);

  const retry = () => {
    setFailedKey(null);
    setAttempt((n) => n + 1);
  };
  if (!edited) return { preview: { status: 'live', configId: basedOn }, retry };
  const last = saved
    ? { configId: saved.draftId, expiresAt: saved.expiresAt }
    : { configId: basedOn };
  if (saved?.key === key)
    return { preview: { status: 'draft', ...last, expiresAt: saved.expiresAt }, retry };
  if (failedKey === key) return { preview: { status: 'failed', ...last }, retry };
  if (check.status === 'failed' || (check.status === 'idle' && check.problems.length > 0))
    return { preview: { status: 'hasProblems', ...last }, retry };
  return { preview: { status: 'updating', ...last }, retry };
}
