import { useCallback, useEffect, useState } from 'react';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import type { ConfigFileTexts } from './draft/configFiles';
import type { StudioApi } from './studioApi';

export type LiveState =
  | { status: 'loading' }
  | { status: 'error'; message: Message; forbidden: boolean }
  | { status: 'ready'; versionId: string; base: ConfigFileTexts };

async function fetchLive(api: StudioApi): Promise<LiveState> {
  try {
    const { liveVersionId } = await api.versions();
    if (!liveVersionId) throw new Error('no live version');
    const { files } = await api.filesOf(liveVersionId);
    return { status: 'ready', versionId: liveVersionId, base: files };
  } catch (error) {
    const failure = toApiCallError(error);
    return { status: 'error', message: failure.messageRef, forbidden: failure.httpStatus === 403 };
  }
}

/**
 * The live version's files and the operator's draft of them. `reload` starts over from whatever
 * version is live now, dropping the draft.
 */
export function useLiveDraft(api: StudioApi) {
  const [live, setLive] = useState<LiveState>({ status: 'loading' });
  const [draft, setDraft] = useState<ConfigFileTexts>({});

  const show = useCallback((state: LiveState) => {
    if (state.status === 'ready') setDraft(state.base);
    setLive(state);
  }, []);

  useEffect(() => {
    let current = true;
    void fetchLive(api).then((state) => current && show(state));
    return () => {
      current = false;
    };
  }, [api, show]);

  const reload = useCallback(async () => {
    setLive({ status: 'loading' });
    show(await fetchLive(api));
  }, [api, show]);

  return { live, draft, setDraft, reload };
}
