import { act, renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { draftChanges } from '../../../src/studio/draft/draftChanges';
import { versionDiff } from '../../../src/studio/draft/versionDiff';
import { readKeptDraft, keepDraft, withEdits } from '../../../src/studio/draft/keptDraft';
import type { StudioApi } from '../../../src/studio/studioApi';
import { useKeepingDraft, useKeptDraft } from '../../../src/studio/useKeptDraft';
import { useLiveDraft } from '../../../src/studio/useLiveDraft';

const base: ConfigFileTexts = { 'a.json': '{"a":1}\n', 'b.json': '{"b":1}\n' };

/** A Studio API whose live version is `versionId`, with the files above. */
const apiLiveAt = (versionId: string) =>
  ({
    versions: () => Promise.resolve({ liveVersionId: versionId, versions: [] }),
    filesOf: () => Promise.resolve({ files: base }),
  }) as unknown as StudioApi;

/** The workspace's draft as it keeps it: the live version, the draft made on it, the kept changes. */
function useWorkspace(api: StudioApi) {
  const kept = useKeptDraft();
  const { live, draft, replaceDraft, reload } = useLiveDraft(api, kept.restore);
  const basedOn = live.status === 'ready' ? live.versionId : null;
  const edits = useMemo(
    () => (live.status === 'ready' ? draftChanges(versionDiff(live.base, draft), draft) : {}),
    [live, draft],
  );
  useKeepingDraft(basedOn, edits);
  return { live, draft, replaceDraft, reload, kept };
}

async function loaded(api: StudioApi) {
  const hook = renderHook(() => useWorkspace(api));
  await waitFor(() => expect(hook.result.current.live.status).toBe('ready'));
  return hook;
}

describe("the Studio's kept draft", () => {
  beforeEach(() => sessionStorage.clear());

  it('applies and reads back changes, removals included, and ignores what is not a draft', () => {
    expect(withEdits(base, { 'a.json': '{"a":2}', 'b.json': null, 'c.json': '{}' })).toEqual({
      'a.json': '{"a":2}',
      'c.json': '{}',
    });
    sessionStorage.setItem('onramp.studio.draft', '{"basedOn": 5}');
    expect(readKeptDraft()).toBeUndefined();
    sessionStorage.setItem('onramp.studio.draft', 'not json');
    expect(readKeptDraft()).toBeUndefined();
  });

  it('keeps each change, and brings it back when the same live version loads again', async () => {
    const first = await loaded(apiLiveAt('7'));
    act(() => first.result.current.replaceDraft({ ...base, 'a.json': '{"a":2}\n' }));
    expect(readKeptDraft()).toEqual({ basedOn: '7', edits: { 'a.json': '{"a":2}\n' } });
    first.unmount();

    const again = await loaded(apiLiveAt('7'));
    expect(again.result.current.draft['a.json']).toBe('{"a":2}\n');
    expect(again.result.current.kept.outcome).toEqual({ status: 'restored', files: 1 });
    expect(readKeptDraft()?.edits).toEqual({ 'a.json': '{"a":2}\n' });
  });

  it('does not apply changes made on a version no longer live, and offers them instead', async () => {
    keepDraft({ basedOn: '7', edits: { 'a.json': '{"a":2}\n' } });
    const { result } = await loaded(apiLiveAt('8'));
    expect(result.current.draft).toEqual(base);
    expect(result.current.kept.outcome).toEqual({
      status: 'stale',
      kept: { basedOn: '7', edits: { 'a.json': '{"a":2}\n' } },
    });
    expect(readKeptDraft()).toBeUndefined();
  });

  it('forgets published changes, so the version they became does not call them stale', async () => {
    let liveVersion = '7';
    const api = {
      versions: () => Promise.resolve({ liveVersionId: liveVersion, versions: [] }),
      filesOf: () => Promise.resolve({ files: base }),
    } as unknown as StudioApi;
    const { result } = await loaded(api);
    act(() => result.current.replaceDraft({ ...base, 'a.json': '{"a":2}\n' }));
    act(() => result.current.kept.forget());
    expect(readKeptDraft()).toBeUndefined();
    liveVersion = '8';
    await act(() => result.current.reload());
    expect(result.current.live).toMatchObject({ status: 'ready', versionId: '8' });
    expect(result.current.kept.outcome).toBeNull();
  });
});
