import { useCallback, useEffect, useState } from 'react';
import { toApiCallError } from '../api/errors';
import type { StudioApi } from './studioApi';
import type { HistoryState } from './VersionHistory';

async function fetchHistory(api: StudioApi): Promise<HistoryState> {
  try {
    const { liveVersionId, versions } = await api.versions();
    return { status: 'ready', liveVersionId, versions };
  } catch (error) {
    return { status: 'error', message: toApiCallError(error).messageRef };
  }
}

/** The brand's version history, read again after each publish or rollback. */
export function useVersionHistory(api: StudioApi) {
  const [history, setHistory] = useState<HistoryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchHistory(api).then((state) => current && setHistory(state));
    return () => {
      current = false;
    };
  }, [api]);
  const reloadHistory = useCallback(async () => setHistory(await fetchHistory(api)), [api]);
  return { history, reloadHistory };
}
