import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { diffSummary } from './changeInWords';
import type { ConfigFileTexts } from './draft/configFiles';
import { versionDiff } from './draft/versionDiff';
import type { ListedConfigVersion, StudioApi } from './studioApi';
import { VersionDiffView } from './VersionDiffView';

/** The draft among the versions to compare (version ids are digits). */
const DRAFT = 'draft';

type Compared = { before: string; after: string } & (
  | { status: 'loading' }
  | { status: 'error'; message: Message }
  // A side that is the draft is null: the diff follows the draft as it changes.
  | { status: 'ready'; beforeFiles: ConfigFileTexts | null; afterFiles: ConfigFileTexts | null }
);

/**
 * Any two versions, or a version and the draft, compared: what changed from one to the other,
 * file by file. A version's files are fetched once; the draft's base is at hand.
 */
export function VersionCompare({
  api,
  versions,
  liveVersionId,
  base,
  draft,
}: {
  api: StudioApi;
  versions: ListedConfigVersion[];
  liveVersionId: string | null;
  /** The version the draft is based on, with its files. */
  base: { versionId: string; files: ConfigFileTexts };
  draft: ConfigFileTexts;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState({ before: base.versionId, after: DRAFT });
  const [compared, setCompared] = useState<Compared | null>(null);
  const fetched = useRef(new Map<string, Promise<ConfigFileTexts>>());
  const latest = useRef(0);

  const filesOf = (source: string): Promise<ConfigFileTexts | null> => {
    if (source === DRAFT) return Promise.resolve(null);
    if (source === base.versionId) return Promise.resolve(base.files);
    let files = fetched.current.get(source);
    if (!files) {
      files = api.filesOf(source).then((reply) => reply.files);
      fetched.current.set(source, files);
      files.catch(() => fetched.current.delete(source));
    }
    return files;
  };

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    const request = ++latest.current;
    const sides = { ...picked };
    setCompared({ ...sides, status: 'loading' });
    try {
      const [beforeFiles, afterFiles] = await Promise.all([
        filesOf(sides.before),
        filesOf(sides.after),
      ]);
      if (request === latest.current)
        setCompared({ ...sides, status: 'ready', beforeFiles, afterFiles });
    } catch (error) {
      if (request === latest.current)
        setCompared({ ...sides, status: 'error', message: toApiCallError(error).messageRef });
    }
  };

  const diff = useMemo(
    () =>
      compared?.status === 'ready'
        ? versionDiff(compared.beforeFiles ?? draft, compared.afterFiles ?? draft)
        : null,
    [compared, draft],
  );

  const labelOf = (source: string, marked = false) => {
    if (source === DRAFT) return t('studio.compare.draft');
    const number = versions.find((version) => version.id === source)?.number;
    return marked && source === liveVersionId
      ? t('studio.compare.liveVersion', { number })
      : t('studio.history.version', { number });
  };
  const sources = [DRAFT, ...versions.map((version) => version.id)];
  const select = (side: 'before' | 'after') => (
    <div>
      <label htmlFor={`${id}-${side}`}>{t(`studio.compare.${side}`)}</label>
      <select
        id={`${id}-${side}`}
        value={picked[side]}
        onChange={(event) => setPicked({ ...picked, [side]: event.target.value })}
      >
        {sources.map((source) => (
          <option key={source} value={source}>
            {labelOf(source, true)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="studio-compare">
      <form aria-labelledby={`${id}-title`} onSubmit={(event) => void compare(event)}>
        <h4 id={`${id}-title`}>{t('studio.compare.title')}</h4>
        <div className="studio-compare__fields">
          {select('before')}
          {select('after')}
          <button type="submit" className="button button--secondary">
            {t('studio.compare.submit')}
          </button>
        </div>
      </form>
      <p aria-live="polite">
        {compared?.status === 'loading' && t('studio.loading')}
        {diff && (diff.length === 0 ? t('studio.history.noDifference') : diffSummary(t, diff))}
      </p>
      {compared?.status === 'error' && (
        <p role="alert" className="studio-alert">
          {t(compared.message.id, compared.message.params)}
        </p>
      )}
      {compared && diff && diff.length > 0 && (
        <VersionDiffView
          diff={diff}
          heading={t('studio.compare.heading', {
            before: labelOf(compared.before),
            after: labelOf(compared.after),
          })}
        />
      )}
    </div>
  );
}
