import { useCallback, useEffect, useState } from 'react';
import type { ConfigFileTexts } from './draft/configFiles';
import { keepDraft, readKeptDraft, withEdits, type KeptDraft } from './draft/keptDraft';
import type { LiveState } from './useLiveDraft';

/** What became of the changes kept from before the live version loaded. */
export type KeptOutcome =
  { status: 'restored'; files: number } | { status: 'stale'; kept: KeptDraft } | null;

/**
 * The tab's unpublished changes kept in its sessionStorage, so a reload or a visit to the Funnels
 * page loses nothing. `restore` gives useLiveDraft the draft to start from when a live version
 * loads: the changes made on that same version; changes made on a version no longer live are not
 * applied over someone else's work, and are offered for download instead.
 */
export function useKeptDraft() {
  const [outcome, setOutcome] = useState<KeptOutcome>(null);

  const restore = useCallback(
    (live: Extract<LiveState, { status: 'ready' }>): ConfigFileTexts | undefined => {
      const kept = readKeptDraft();
      if (!kept || Object.keys(kept.edits).length === 0) return undefined;
      if (kept.basedOn !== live.versionId) {
        keepDraft(undefined);
        setOutcome({ status: 'stale', kept });
        return undefined;
      }
      setOutcome({ status: 'restored', files: Object.keys(kept.edits).length });
      return withEdits(live.base, kept.edits);
    },
    [],
  );

  /** Drops the kept changes: they were published, or the operator chose the live version. */
  const forget = useCallback(() => {
    keepDraft(undefined);
    setOutcome(null);
  }, []);
  const dismiss = useCallback(() => setOutcome(null), []);
  return { outcome, restore, forget, dismiss };
}

/**
 * Keeps the draft's changes on the live version as they change (none: nothing is kept). A browser
 * that refuses to store them (storage full or off) leaves the draft in the page only.
 */
export function useKeepingDraft(versionId: string | null, edits: Record<string, string | null>) {
  useEffect(() => {
    if (versionId !== null) keepDraft({ basedOn: versionId, edits });
  }, [versionId, edits]);
}
