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

/** The operator's own time zone, shown beside the time they pick. */
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Publishes the draft with a note, now or at a chosen local time (sent as UTC). A refused draft
 * shows the checker's problems until the draft is edited (the live checker speaks for the edit);
 * a draft of a version that is no longer live says who published it, and offers the operator's
 * changes for download and the new live version to load.
 */
export function PublishForm({
  api,
  basedOn,
  edits,
  diff,
  onPublished,
  onScheduled,
  onLoadLive,
  onOpen,
}: {
  api: StudioApi;
  basedOn: string;
  edits: FileEdits;
  /** The draft's changes, as many as `edits` has files: counted for the operator. */
  diff: readonly FileDiff[];
  onPublished: (version: ConfigVersion) => void;
  /** `publishAt`: ISO 8601, UTC. */
  onScheduled: (publishAt: string) => void;
  onLoadLive: () => void;
  onOpen: (path: string, pointer: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState<'now' | 'at'>('now');
  /** A datetime-local value: the operator's local time, no zone. */
  const [localTime, setLocalTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [lastRefusal, setRefusal] = useState<DraftRefusal | null>(null);
  const refusal = currentRefusal(lastRefusal, edits);
  const hasEdits = Object.keys(edits).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      if (when === 'at') {
        // An unreadable time goes as it is: the server's refusal says what to fix.
        const at = new Date(localTime);
        const publishAt = Number.isNaN(at.getTime()) ? localTime : at.toISOString();
        const scheduled = await api.schedulePublish(basedOn, note, edits, publishAt);
        setNote('');
        onScheduled(scheduled.publishAt);
      } else {
        const { version } = await api.publish(basedOn, note, edits);
        setNote('');
        onPublished(version);
      }
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
      <fieldset className="studio-publish__when">
        <legend>{t('studio.publish.when')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />
          {t('studio.publish.now')}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'at'}
            onChange={() => setWhen('at')}
          />
          {t('studio.publish.at')}
        </label>
        {when === 'at' && (
          <>
            <label htmlFor={`${id}-at`}>{t('studio.publish.atTime', { zone })}</label>
            <input
              type="datetime-local"
              id={`${id}-at`}
              // To the second: a publish may be due in a moment.
              step={1}
              required
              value={localTime}
              onChange={(e) => setLocalTime(e.target.value)}
            />
          </>
        )}
      </fieldset>
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !hasEdits}
        aria-busy={busy}
      >
        {busy
          ? t('studio.publish.busy')
          : when === 'at'
            ? t('studio.publish.schedule')
            : t('studio.publish.submit')}
      </button>
      <DraftRefusalView
        refusal={refusal}
        basedOn={basedOn}
        onLoadLive={onLoadLive}
        onOpen={onOpen}
      />
    </form>
  );
}
