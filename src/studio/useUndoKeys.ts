import { useEffect, useRef } from 'react';

/**
 * Where the browser's own undo applies: the file editor (CodeMirror keeps its own history; a key
 * pressed in its shadow root reaches the page from its host) and text boxes.
 */
const OWN_UNDO =
  '.studio-editor, textarea, [contenteditable]:not([contenteditable="false"]), ' +
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], ' +
  'input[type="url"], input[type="tel"], input[type="number"], input[type="password"]';

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the page but in a text box. */
export function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  const latest = useRef({ onUndo, onRedo });
  useEffect(() => {
    latest.current = { onUndo, onRedo };
  });
  useEffect(() => {
    const pressed = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(OWN_UNDO)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key !== 'z' && !redo) return;
      event.preventDefault();
      if (redo) latest.current.onRedo();
      else latest.current.onUndo();
    };
    document.addEventListener('keydown', pressed);
    return () => document.removeEventListener('keydown', pressed);
  }, []);
}
