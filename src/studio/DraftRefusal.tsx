import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import { downloadKeptDraft } from './downloadKeptDraft';
import { ProblemList } from './ProblemList';
import type { ConfigProblem, FileEdits } from './studioApi';
import { AlertRegion } from './AlertRegion';

/** Why the server refused to publish a draft or start an experiment on it. */
export type DraftRefusal = { message: Message } & (
  | { kind: 'problems'; problems: ConfigProblem[]; edits: FileEdits }
  | { kind: 'conflict'; publishedBy: string | null; liveNumber: number | null; edits: FileEdits }
  | { kind: 'failed' }
);

/** The refusal a failed call on the draft `edits` was answered with. */
export function draftRefusalOf(error: unknown, edits: FileEdits): DraftRefusal {
  const failure = toApiCallError(error);
  const data = failure.data as {
    problems?: ConfigProblem[];
    publishedBy?: string | null;
    liveNumber?: number | null;
  } | null;
  if (failure.statusCode === 'config_invalid')
    return { kind: 'problems', message: failure.messageRef, problems: data?.problems ?? [], edits };
  if (failure.statusCode === 'version_conflict')
    return {
      kind: 'conflict',
      message: failure.messageRef,
      publishedBy: data?.publishedBy ?? null,
      liveNumber: data?.liveNumber ?? null,
      edits,
    };
  return { kind: 'failed', message: failure.messageRef };
}

/** A refusal is only shown while the draft is the one refused: an edit since speaks for itself. */
export const currentRefusal = (refusal: DraftRefusal | null, edits: FileEdits) =>
  refusal?.kind === 'problems' && refusal.edits !== edits ? null : refusal;

/**
 * The refusal in words: the checker's problems (each opening its place), or for a draft of a
 * version no longer live, who published the live one, the operator's changes to download, and a
 * button loading the new live version.
 */
export function DraftRefusalView({
  refusal,
  basedOn,
  onLoadLive,
  onOpen,
}: {
  refusal: DraftRefusal | null;
  /** The version the refused draft was made of. */
  basedOn: string;
  onLoadLive: () => void;
  onOpen: (path: string, pointer: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AlertRegion message={refusal?.message ?? null}>
        {refusal?.kind === 'conflict' && (
          <>
            {refusal.publishedBy && (
              <p>
                {t('studio.publish.conflictBy', {
                  email: refusal.publishedBy,
                  number: refusal.liveNumber,
                })}
              </p>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => downloadKeptDraft({ basedOn, edits: refusal.edits })}
            >
              {t('studio.publish.downloadChanges')}
            </button>
            <button type="button" className="button button--secondary" onClick={onLoadLive}>
              {t('studio.publish.loadLive')}
            </button>
          </>
        )}
      </AlertRegion>
      {refusal?.kind === 'problems' && <ProblemList problems={refusal.problems} onOpen={onOpen} />}
    </>
  );
}
