import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../shared/contract';
import { toApiCallError } from '../api/errors';
import type { ConfigFileTexts } from './draft/configFiles';
import type { StudioApi } from './studioApi';
import { useDraftHistory } from './useDraftHistory';

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
 * The live version's files and the operator's draft of them, with the draft's history (undo and
 * redo, see useDraftHistory). `reload` starts over from whatever version is live now, dropping the
 * draft and its history; the page keeps showing the old one until it arrives, so focus stays where
 * the operator was.
 */
export function useLiveDraft(
  api: StudioApi,
  /** The draft to start from when a live version loads, if not the version itself (a kept one). */
  restore: (live: Extract<LiveState, { status: 'ready' }>) => ConfigFileTexts | undefined = () =>
    undefined,
) {
  const [live, setLive] = useState<LiveState>({ status: 'loading' });
  const { reset, ...history } = useDraftHistory();
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  const show = useCallback(
    (state: LiveState) => {
      if (state.status === 'ready') reset(restoreRef.current(state) ?? state.base);
      setLive(state);
    },
    [reset],
  );

  useEffect(() => {
    let current = true;
    void fetchLive(api).then((state) => current && show(state));
    return () => {
      current = false;
    };
  }, [api, show]);

  const reload = useCallback(async () => show(await fetchLive(api)), [api, show]);

  return { live, ...history, reload };
}
