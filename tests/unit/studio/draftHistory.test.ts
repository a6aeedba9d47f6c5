import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LIMIT,
  TYPING_PAUSE_MS,
  useDraftHistory,
} from '../../../src/studio/useDraftHistory';

const BASE = { 'a.json': '{"a": 1}', 'b.json': '{"b": 1}' };

function started() {
  const hook = renderHook(() => useDraftHistory());
  act(() => hook.result.current.reset(BASE));
  return hook;
}

describe('the draft’s history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('undoes and redoes a Studio action, saying what the step was', () => {
    const { result } = started();
    const moved = { ...BASE, 'a.json': '{"a": 2}' };
    act(() => result.current.replaceDraft(moved));
    expect(result.current.canUndo).toBe(true);

    let step: unknown;
    act(() => {
      step = result.current.undo();
    });
    expect(step).toEqual({ before: BASE, after: moved });
    expect(result.current.draft).toEqual(BASE);
    expect(result.current.canUndo).toBe(false);

    act(() => {
      step = result.current.redo();
    });
    expect(step).toEqual({ before: BASE, after: moved });
    expect(result.current.draft).toEqual(moved);
    expect(result.current.canRedo).toBe(false);
  });

  it('keeps a burst of typing in one file as one step, and starts another after a pause', () => {
    const { result } = started();
    for (const text of ['{"a": 1', '{"a": 12', '{"a": 123}']) {
      act(() => result.current.editFile('a.json', text));
      vi.advanceTimersByTime(TYPING_PAUSE_MS / 2);
    }
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    act(() => result.current.editFile('a.json', '{"a": 1234}'));

    act(() => void result.current.undo());
    expect(result.current.draft['a.json']).toBe('{"a": 123}');
    act(() => void result.current.undo());
    expect(result.current.draft).toEqual(BASE);
  });

  it('starts a new step when the typing moves to another file or another field', () => {
    const { result } = started();
    act(() => result.current.editFile('a.json', '{"a": 2}'));
    act(() => result.current.editFile('b.json', '{"b": 2}'));
    act(() => result.current.replaceDraft({ ...result.current.draft, 'b.json': '{}' }, 'title'));
    act(() =>
      result.current.replaceDraft({ ...result.current.draft, 'b.json': '{"c":1}' }, 'title'),
    );

    act(() => void result.current.undo());
    expect(result.current.draft['b.json']).toBe('{"b": 2}');
    act(() => void result.current.undo());
    expect(result.current.draft['b.json']).toBe('{"b": 1}');
    expect(result.current.draft['a.json']).toBe('{"a": 2}');
  });

  it('counts only changes made outside the editor as revisions', () => {
    const { result } = started();
    const first = result.current.revision;
    act(() => result.current.editFile('a.json', '{"a": 2}'));
    expect(result.current.revision).toBe(first);
    act(() => void result.current.undo());
    expect(result.current.revision).toBe(first + 1);
  });

  it('forgets what was undone once the draft changes again, and ignores a change to nothing', () => {
    const { result } = started();
    act(() => result.current.replaceDraft({ ...BASE, 'a.json': '{}' }));
    act(() => void result.current.undo());
    act(() => result.current.replaceDraft({ ...BASE }));
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.replaceDraft({ ...BASE, 'b.json': '{}' }));
    expect(result.current.canRedo).toBe(false);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps, and a reset forgets them all`, () => {
    const { result } = started();
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++)
      act(() => result.current.replaceDraft({ ...BASE, 'a.json': `{"a": ${n + 1}}` }));
    let undone = 0;
    while (result.current.canUndo) {
      act(() => void result.current.undo());
      undone++;
    }
    expect(undone).toBe(HISTORY_LIMIT);
    expect(result.current.draft['a.json']).toBe('{"a": 6}');

    act(() => result.current.reset(BASE));
    expect(result.current.canUndo).toBe(false);
    expect(result.current.canRedo).toBe(false);
  });
});
