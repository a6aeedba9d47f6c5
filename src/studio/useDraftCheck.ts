import { useEffect, useState } from 'react';
import { toApiCallError } from '../api/errors';
import type { ConfigProblem, FileEdits, StudioApi } from './studioApi';

/** How long typing pauses before the draft is checked. */
const CHECK_DELAY_MS = 600;

export type CheckState =
  | { status: 'idle' | 'checking'; problems: ConfigProblem[] }
  | { status: 'failed'; problems: ConfigProblem[]; conflict: boolean };

interface CheckResult {
  /** The draft this result is about. */
  key: string;
  problems: ConfigProblem[];
  failure?: { conflict: boolean };
}

/**
 * The server's checker on the draft (POST /check), once typing pauses: the browser cannot run it
 * itself, as the Content-Security-Policy forbids the compiled validators' eval. While a newer
 * draft waits, the last problems stay shown.
 */
export function useDraftCheck(api: StudioApi, basedOn: string | null, edits: FileEdits) {
  const [result, setResult] = useState<CheckResult | null>(null);
  const unchanged = Object.keys(edits).length === 0;
  const key = JSON.stringify([basedOn, edits]);

  useEffect(() => {
    if (!basedOn || unchanged) return;
    const [, changed] = JSON.parse(key) as [string, FileEdits];
    let current = true;
    const timer = setTimeout(() => {
      api.check(basedOn, changed).then(
        ({ problems }) => current && setResult({ key, problems }),
        (error: unknown) =>
          current &&
          setResult((previous) => ({
            key,
            problems: previous?.problems ?? [],
            failure: { conflict: toApiCallError(error).httpStatus === 409 },
          })),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, basedOn, unchanged, key]);

  if (!basedOn || unchanged) return { status: 'idle', problems: [] } satisfies CheckState;
  const problems = result?.problems ?? [];
  if (result?.key !== key) return { status: 'checking', problems } satisfies CheckState;
  if (result.failure) return { status: 'failed', problems, ...result.failure } satisfies CheckState;
  return { status: 'idle', problems } satisfies CheckState;
}
