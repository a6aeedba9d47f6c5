import { useCallback, useEffect, useState } from 'react';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import type { StudioApi } from './studioApi';

export type StudioPageData<T> =
  { status: 'loading' } | { status: 'error'; message: Message } | { status: 'ready'; data: T };

async function fetchPageData<T>(
  api: StudioApi,
  fetchData: (api: StudioApi) => Promise<T>,
): Promise<StudioPageData<T>> {
  try {
    return { status: 'ready', data: await fetchData(api) };
  } catch (error) {
    return { status: 'error', message: toApiCallError(error).messageRef };
  }
}

/**
 * A Studio page's data, fetched when the page opens and again on `reload` (after a change, or
 * Retry); what is shown stays until the new answer. `fetchData` must be stable: a module's function.
 */
export function useStudioPageData<T>(api: StudioApi, fetchData: (api: StudioApi) => Promise<T>) {
  const [page, setPage] = useState<StudioPageData<T>>({ status: 'loading' });

  const reload = useCallback(
    async () => setPage(await fetchPageData(api, fetchData)),
    [api, fetchData],
  );
  useEffect(() => {
    let current = true;
    void fetchPageData(api, fetchData).then((answer) => current && setPage(answer));
    return () => {
      current = false;
    };
  }, [api, fetchData]);

  return { page, reload };
}
