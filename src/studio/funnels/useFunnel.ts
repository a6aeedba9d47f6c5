import { useEffect, useState } from 'react';
import type { Message } from '../../../shared/contract';
import { toApiCallError } from '../../api/errors';
import type { FunnelQuery, FunnelReport, StudioApi } from '../studioApi';

export type FunnelState =
  | { status: 'loading'; report: FunnelReport | null }
  | { status: 'ready'; report: FunnelReport }
  | { status: 'error'; message: Message; report: FunnelReport | null };

interface Answer {
  /** The query (and attempt) this answer is for. */
  key: string;
  report?: FunnelReport;
  failure?: Message;
}

/** The funnel for the query, fetched again whenever it changes; the last one stays shown meanwhile. */
export function useFunnel(api: StudioApi, query: FunnelQuery) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<FunnelReport | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([query, attempt]);

  useEffect(() => {
    let current = true;
    const [asked] = JSON.parse(key) as [FunnelQuery];
    api.funnel(asked).then(
      (report) => {
        if (!current) return;
        setAnswer({ key, report });
        setShown(report);
      },
      (error: unknown) => current && setAnswer({ key, failure: toApiCallError(error).messageRef }),
    );
    return () => {
      current = false;
    };
  }, [api, key]);

  const retry = () => setAttempt((n) => n + 1);
  let state: FunnelState;
  if (answer?.key !== key) state = { status: 'loading', report: shown };
  else if (answer.failure) state = { status: 'error', message: answer.failure, report: shown };
  else state = { status: 'ready', report: answer.report! };
  return { state, retry };
}
