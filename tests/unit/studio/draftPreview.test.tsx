import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckState } from '../../../src/studio/useDraftCheck';
import { useDraftPreview } from '../../../src/studio/useDraftPreview';
import type { FileEdits, StudioApi } from '../../../src/studio/studioApi';

const LIVE = '7';
const clean: CheckState = { status: 'idle', problems: [] };
const checking: CheckState = { status: 'checking', problems: [] };
const withProblems: CheckState = {
  status: 'idle',
  problems: [
    { file: 'schemas/flows/main.json', path: '/steps/1', rule: 'r', message: 'm', fix: 'f' },
  ],
};

function fakeApi(saveDraft: StudioApi['saveDraft']) {
  return { saveDraft } as unknown as StudioApi;
}

function renderPreview(api: StudioApi, edits: FileEdits, check: CheckState) {
  return renderHook(
    (props: { edits: FileEdits; check: CheckState }) =>
      useDraftPreview(api, LIVE, props.edits, props.check),
    { initialProps: { edits, check } },
  );
}

const edit = (text: string): FileEdits => ({ 'schemas/steps/company_size.json': text });

describe('what the Studio previews', () => {
  it('shows the live version while nothing is edited, and saves no draft', () => {
    const saveDraft = vi.fn();
    const { result } = renderPreview(fakeApi(saveDraft), {}, clean);
    expect(result.current.preview).toEqual({ status: 'live', configId: LIVE });
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('saves each edit the checker passes once, and shows the last good draft while a newer one waits or has problems', async () => {
    let n = 0;
    const saveDraft = vi.fn(async () => ({
      draftId: `draft-${++n}`,
      expiresAt: '2026-12-01T00:00:00Z',
    }));
    const { result, rerender } = renderPreview(fakeApi(saveDraft), edit('a'), clean);
    await waitFor(() => expect(result.current.preview.status).toBe('draft'));
    expect(result.current.preview).toEqual({
      status: 'draft',
      configId: 'draft-1',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(saveDraft).toHaveBeenCalledWith(LIVE, edit('a'));
    rerender({ edits: edit('a'), check: clean });
    expect(saveDraft).toHaveBeenCalledTimes(1);

    // A newer edit being checked: the draft before it stays shown.
    rerender({ edits: edit('b'), check: checking });
    expect(result.current.preview).toMatchObject({ status: 'updating', configId: 'draft-1' });
    // One with problems cannot be compiled: still the draft before it, and nothing is saved.
    rerender({ edits: edit('b'), check: withProblems });
    expect(result.current.preview).toMatchObject({ status: 'hasProblems', configId: 'draft-1' });
    expect(saveDraft).toHaveBeenCalledTimes(1);

    rerender({ edits: edit('c'), check: clean });
    await waitFor(() => expect(result.current.preview.configId).toBe('draft-2'));
    expect(saveDraft).toHaveBeenLastCalledWith(LIVE, edit('c'));
  });

  it('says when a draft could not be saved, and tries again when asked', async () => {
    const saveDraft = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ draftId: 'draft-9', expiresAt: '2026-12-01T00:00:00Z' });
    const { result } = renderPreview(fakeApi(saveDraft), edit('a'), clean);
    await waitFor(() => expect(result.current.preview.status).toBe('failed'));
    expect(result.current.preview.configId).toBe(LIVE);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.preview.configId).toBe('draft-9'));
    expect(saveDraft).toHaveBeenCalledTimes(2);
  });
});
