import { downloadFile } from './downloadFile';
import type { KeptDraft } from './draft/keptDraft';

/** Hands the operator their unpublished changes as a JSON file, when they cannot be applied. */
export function downloadKeptDraft(kept: KeptDraft): void {
  const blob = new Blob([`${JSON.stringify(kept, null, 2)}\n`], { type: 'application/json' });
  downloadFile(blob, `studio-draft-version-${kept.basedOn}.json`);
}
