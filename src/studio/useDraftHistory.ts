import { useCallback, useReducer } from 'react';
import type { ConfigFileTexts } from './draft/configFiles';

/** Typing into one place with pauses shorter than this is one step to undo. */
export const TYPING_PAUSE_MS = 1000;
/** How many steps can be undone. */
export const HISTORY_LIMIT = 100;

interface History {
  draft: ConfigFileTexts;
  /** Earlier drafts, the latest last; `future` holds the undone ones, the next to redo last. */
  past: ConfigFileTexts[];
  future: ConfigFileTexts[];
  /** Counts the changes that did not come from the editor's own typing. */
  revision: number;
  /** The typing the next change continues, if it is typed into the same place in time. */
  burst: { key: string; at: number } | null;
}

type Action =
  | { type: 'reset'; files: ConfigFileTexts }
  | { type: 'replace'; files: ConfigFileTexts; burst?: string; at: number }
  | { type: 'edit'; path: string; text: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' };

/** A step undone or redone: the draft before the change and after it. */
export interface DraftStep {
  before: ConfigFileTexts;
  after: ConfigFileTexts;
}

function sameTexts(a: ConfigFileTexts, b: ConfigFileTexts): boolean {
  const paths = Object.keys(a);
  return paths.length === Object.keys(b).length && paths.every((path) => a[path] === b[path]);
}

function changed(
  state: History,
  files: ConfigFileTexts,
  burst: string | undefined,
  at: number,
  fromEditor: boolean,
): History {
  if (sameTexts(state.draft, files)) return state;
  const continues =
    burst !== undefined && state.burst?.key === burst && at - state.burst.at < TYPING_PAUSE_MS;
  return {
    draft: files,
    past: continues ? state.past : [...state.past, state.draft].slice(-HISTORY_LIMIT),
    future: [],
    revision: fromEditor ? state.revision : state.revision + 1,
    burst: burst === undefined ? null : { key: burst, at },
  };
}

function reduce(state: History, action: Action): History {
  switch (action.type) {
    case 'reset':
      return {
        draft: action.files,
        past: [],
        future: [],
        revision: state.revision + 1,
        burst: null,
      };
    case 'replace':
      return changed(state, action.files, action.burst, action.at, false);
    case 'edit':
      return changed(
        state,
        { ...state.draft, [action.path]: action.text },
        `file:${action.path}`,
        action.at,
        true,
      );
    case 'undo':
      if (state.past.length === 0) return state;
      return {
        draft: state.past.at(-1)!,
        past: state.past.slice(0, -1),
        future: [...state.future, state.draft],
        revision: state.revision + 1,
        burst: null,
      };
    case 'redo':
      if (state.future.length === 0) return state;
      return {
        draft: state.future.at(-1)!,
        past: [...state.past, state.draft],
        future: state.future.slice(0, -1),
        revision: state.revision + 1,
        burst: null,
      };
  }
}

const EMPTY: History = { draft: {}, past: [], future: [], revision: 0, burst: null };

/**
 * The draft with its history, so every change can be undone and redone. A change made with a
 * `burst` key (what is typed into) continues the last step while typing into the same place
 * pauses less than TYPING_PAUSE_MS; the editor's typing (`editFile`) is such a burst per file.
 *
 * `revision` counts the changes made outside the editor (`replaceDraft`, undo, redo, `reset`):
 * only those replace the open editor's text. The editor's own typing reaches the draft a render
 * later, so comparing texts alone would undo keystrokes typed in between.
 */
export function useDraftHistory() {
  const [state, dispatch] = useReducer(reduce, EMPTY);

  const reset = useCallback((files: ConfigFileTexts) => dispatch({ type: 'reset', files }), []);
  const replaceDraft = useCallback(
    (files: ConfigFileTexts, burst?: string) =>
      dispatch({ type: 'replace', files, burst, at: Date.now() }),
    [],
  );
  const editFile = useCallback(
    (path: string, text: string) => dispatch({ type: 'edit', path, text, at: Date.now() }),
    [],
  );

  const undone = state.past.at(-1);
  const redone = state.future.at(-1);
  /** Undoes the last step, and says what it was (null with nothing to undo). */
  const undo = useCallback((): DraftStep | null => {
    if (!undone) return null;
    dispatch({ type: 'undo' });
    return { before: undone, after: state.draft };
  }, [undone, state.draft]);
  const redo = useCallback((): DraftStep | null => {
    if (!redone) return null;
    dispatch({ type: 'redo' });
    return { before: state.draft, after: redone };
  }, [redone, state.draft]);

  return {
    draft: state.draft,
    revision: state.revision,
    canUndo: undone !== undefined,
    canRedo: redone !== undefined,
    reset,
    replaceDraft,
    editFile,
    undo,
    redo,
  };
}
