import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { diffSummary } from './changeInWords';
import type { FileDiff } from './draft/versionDiff';
import {
  currentRefusal,
  draftRefusalOf,
  DraftRefusalView,
  type DraftRefusal,
} from './DraftRefusal';
import type { ConfigVersion, FileEdits, StudioApi } from './studioApi';

/**
 * Publishes the draft with a note. A refused draft shows the checker's problems until the draft
 * is edited (the live checker speaks for the edit); a draft of a version that is no longer live
 * offers to load the new live version.
 */
export function PublishForm({
  api,
  basedOn,
  edits,
  diff,
  onPublished,
  onLoadLive,
  onOpen,
}: {
  api: StudioApi;
  basedOn: string;
  edits: FileEdits;
  /** The draft's changes, as many as `edits` has files: counted for the operator. */
  diff: readonly FileDiff[];
  onPublished: (version: ConfigVersion) => void;
  onLoadLive: () => void;
  onOpen: (path: string, pointer: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [lastRefusal, setRefusal] = useState<DraftRefusal | null>(null);
  const refusal = currentRefusal(lastRefusal, edits);
  const hasEdits = Object.keys(edits).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const { version } = await api.publish(basedOn, note, edits);
      setNote('');
      onPublished(version);
    } catch (error) {
      setRefusal(draftRefusalOf(error, edits));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="studio-publish"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('studio.publish.title')}</h3>
      <p className="studio-muted">
        {hasEdits ? diffSummary(t, diff) : t('studio.publish.nothingChanged')}
      </p>
      <label htmlFor={`${id}-note`}>{t('studio.publish.note')}</label>
      <input
        type="text"
        id={`${id}-note`}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !hasEdits}
        aria-busy={busy}
      >
        {busy ? t('studio.publish.busy') : t('studio.publish.submit')}
      </button>
      <DraftRefusalView refusal={refusal} onLoadLive={onLoadLive} onOpen={onOpen} />
    </form>
  );
}
