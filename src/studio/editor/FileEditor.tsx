import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { jsonSchema } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeOfPointer } from '../draft/jsonPointerRange';
import type { ConfigProblem } from '../studioApi';
import { metaSchemaOf } from './metaSchemaOf';
import { serverProblemsExtension, setServerProblems } from './serverProblems';

const editorTheme = EditorView.theme({
  '&': { height: '28rem', maxHeight: '70vh', backgroundColor: 'var(--color-surface)' },
  '&.cm-focused': { outline: '2px solid var(--color-primary)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, monospace', fontSize: '0.85rem' },
});

/** Where to put the cursor: a new object on every request, so the same place can be asked twice. */
export interface EditorTarget {
  pointer: string;
}

/**
 * One file of the draft in CodeMirror: completed and linted against its meta-schema, with the
 * server checker's problems inline. Mount it with `key={path}` so each file gets its own editor
 * (and a new one when readOnly changes).
 */
export function FileEditor({
  path,
  text,
  revision,
  problems,
  target,
  readOnly = false,
  onChange,
}: {
  path: string;
  text: string;
  /** Counts changes made to the draft outside this editor: each one replaces its text. */
  revision: number;
  problems: ConfigProblem[];
  target: EditorTarget | null;
  /** A viewer's: the text shows, and cannot be changed. */
  readOnly?: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const schema = metaSchemaOf(path);
    // In a shadow root CodeMirror styles itself with a constructed style sheet: the
    // Content-Security-Policy (style-src 'self') refuses the <style> element it adds to a document.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          editorTheme,
          schema ? jsonSchema(schema) : [],
          serverProblemsExtension(),
          EditorState.readOnly.of(readOnly),
          // tabindex makes the text a focus stop that axe and assistive tech count as one.
          EditorView.contentAttributes.of({
            'aria-label': t('studio.editor.label', { path }),
            tabindex: '0',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per file (key={path}); later text arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A change made outside the editor (a reorder, an added step, a reload) replaces its text; the
  // editor's own typing never comes back through here, as its echo may lag behind the keys.
  const appliedRevision = useRef(revision);
  useEffect(() => {
    const editor = view.current;
    if (!editor || appliedRevision.current === revision) return;
    appliedRevision.current = revision;
    if (editor.state.doc.toString() !== text)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [revision, text]);

  useEffect(() => {
    view.current?.dispatch({ effects: setServerProblems.of(problems) });
  }, [problems]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !target) return;
    const { from } = rangeOfPointer(editor.state.doc.toString(), target.pointer);
    editor.dispatch({
      selection: { anchor: from },
      effects: EditorView.scrollIntoView(from, { y: 'center' }),
    });
    editor.focus();
  }, [target]);

  return <div ref={host} className="studio-editor" dir="ltr" />;
}
