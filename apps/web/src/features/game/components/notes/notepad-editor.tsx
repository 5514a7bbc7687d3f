import { defaultKeymap } from '@codemirror/commands';
import { EditorState, StateEffect, type Extension } from '@codemirror/state';
import {
  EditorView,
  GutterMarker,
  ViewPlugin,
  gutter,
  keymap,
  placeholder as placeholderText,
  type ViewUpdate,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { yCollab, ySyncAnnotation, yUndoManagerKeymap } from 'y-codemirror.next';
import * as Y from 'yjs';
import { lineAuthors } from './line-authors';
import { PresenceAwareness, type RemoteCaret } from './presence-awareness';

/** What the editor knows of a writer: their colour and the initial that stands for them. */
export interface Writer {
  name: string;
  initial: string;
  colour: string;
}

export interface NotepadEditorProps {
  text: Y.Text;
  /** The writer behind a Yjs client id, if known. */
  writerOf: (clientId: number) => Writer | undefined;
  label: string;
  placeholder: string;
  max: number;
  /** The teammates' carets in the text. */
  carets: readonly RemoteCaret[];
  /** This phone's caret (null: out of the notepad), and when it types. */
  onCaret: (cursor: { anchor: string; head: string } | null) => void;
  onTyping: () => void;
  /** Told when an edit would take the notepad past `max`: it is not made. */
  onFull: () => void;
  testId: string;
  /** Handed what the editor can be asked to do once it is there; undefined once it is gone. */
  onReady?: (handle: EditorHandle | undefined) => void;
}

/** What the notepad's holder may ask of its editor. */
export interface EditorHandle {
  /** Adds `line` at the end, on a line of its own, with the caret after it. */
  append: (line: string) => void;
}

/** Says the lines' writers are to be drawn again. */
const writersChanged = StateEffect.define<null>();

class WriterMarker extends GutterMarker {
  constructor(readonly writer: Writer) {
    super();
  }
  override eq(other: GutterMarker) {
    return (
      other instanceof WriterMarker &&
      other.writer.colour === this.writer.colour &&
      other.writer.initial === this.writer.initial
    );
  }
  override toDOM() {
    const mark = window.document.createElement('span');
    mark.className = 'cm-writer';
    mark.textContent = this.writer.initial;
    mark.title = this.writer.name;
    mark.style.backgroundColor = this.writer.colour;
    return mark;
  }
}

/**
 * A gutter that shows who wrote each line: the colour and initial of the member who wrote
 * most of it. Read from the shared text once the edit that changed it is in it.
 */
function writersGutter(
  text: Y.Text,
  writerOf: { current: (clientId: number) => Writer | undefined },
): Extension {
  let byLine: (number | undefined)[] = [];
  const refresh = ViewPlugin.fromClass(
    class {
      private pending = 0;
      constructor(readonly view: EditorView) {
        this.schedule();
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.schedule();
      }
      schedule() {
        cancelAnimationFrame(this.pending);
        this.pending = requestAnimationFrame(() => {
          byLine = lineAuthors(text);
          this.view.dispatch({ effects: writersChanged.of(null) });
        });
      }
      destroy() {
        cancelAnimationFrame(this.pending);
      }
    },
  );
  return [
    refresh,
    gutter({
      class: 'cm-writers',
      lineMarker(view, line) {
        const clientId = byLine[view.state.doc.lineAt(line.from).number - 1];
        const writer = clientId === undefined ? undefined : writerOf.current(clientId);
        return writer ? new WriterMarker(writer) : null;
      },
      lineMarkerChange: (update) =>
        update.transactions.some((tr) => tr.effects.some((effect) => effect.is(writersChanged))),
      initialSpacer: () => new WriterMarker({ name: '', initial: 'M', colour: 'transparent' }),
    }),
  ];
}

const notepadTheme = EditorView.theme(
  {
    '&': {
      flex: 1,
      minHeight: 0,
      color: 'var(--text, #f5efe6)',
      backgroundColor: 'rgba(0, 0, 0, 0.25)',
      border: '1px solid rgba(245, 239, 230, 0.45)',
      borderRadius: '4px',
      fontSize: '1rem',
    },
    '&.cm-focused': { outline: '3px solid var(--focus-ring, #e0b44c)', outlineOffset: '2px' },
    '.cm-scroller': { fontFamily: 'inherit', lineHeight: 1.5, overflow: 'auto' },
    '.cm-content': { padding: '8px 4px', caretColor: 'var(--focus-ring, #e0b44c)' },
    '.cm-cursor': { borderLeftColor: 'var(--focus-ring, #e0b44c)', borderLeftWidth: '2px' },
    '.cm-gutters': { backgroundColor: 'transparent', border: 'none' },
    '.cm-writers .cm-gutterElement': { display: 'flex', alignItems: 'flex-start', paddingTop: '2px' },
    '.cm-writer': {
      display: 'inline-grid',
      placeItems: 'center',
      width: '1.35em',
      height: '1.35em',
      borderRadius: '50%',
      color: '#14100e',
      fontSize: '0.8em',
      fontWeight: 700,
      margin: '0 4px',
    },
    '.cm-placeholder': { color: 'rgba(245, 239, 230, 0.7)' },
    '.cm-ySelectionInfo': { fontFamily: 'inherit', color: '#14100e', opacity: 1 },
  },
  { dark: true },
);

/**
 * docs/product.md#team-notepad: the team's notepad as an editor (CodeMirror) bound to the
 * shared text (y-codemirror.next). What is typed is applied to the shared text where it was
 * typed — at Yjs positions, not by comparing the whole field with the text — so two
 * members typing at the same place each keep their words in one piece; what the others
 * write comes in around the reader's caret without moving it. Each line shows who wrote
 * it; the teammates' carets show where they are.
 */
export function NotepadEditor(props: NotepadEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const writerOf = useRef(props.writerOf);
  writerOf.current = props.writerOf;
  const awareness = useRef<PresenceAwareness | undefined>(undefined);
  const view = useRef<EditorView | undefined>(undefined);
  const { text, label, placeholder, max, testId } = props;

  useEffect(() => {
    if (!host.current || !text.doc) return;
    const presence = new PresenceAwareness(text.doc, (cursor) => latest.current.onCaret(cursor));
    awareness.current = presence;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text.toString(),
        // The caret at the end, where a member adds what they found.
        selection: { anchor: text.length },
        extensions: [
          yCollab(text, presence, { undoManager: new Y.UndoManager(text) }),
          keymap.of([...yUndoManagerKeymap, ...defaultKeymap]),
          EditorView.lineWrapping,
          placeholderText(placeholder),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            'data-testid': testId,
            spellcheck: 'true',
            autocapitalize: 'sentences',
          }),
          // The notepad's length is the team's: an edit past it is not made, and said.
          EditorState.transactionFilter.of((tr) => {
            if (!tr.docChanged || tr.annotation(ySyncAnnotation) !== undefined) return tr;
            if (tr.newDoc.length > max && tr.newDoc.length > tr.startState.doc.length) {
              latest.current.onFull();
              return [];
            }
            return tr;
          }),
          EditorView.updateListener.of((update) => {
            if (
              update.docChanged &&
              update.transactions.some((tr) => tr.isUserEvent('input') || tr.isUserEvent('delete'))
            )
              latest.current.onTyping();
          }),
          writersGutter(text, writerOf),
          notepadTheme,
        ],
      }),
    });
    view.current = editor;
    // It comes with the panel's opening: the caret goes in, as in a field focused on opening,
    // and the end of the notes is in view.
    editor.dispatch({ effects: EditorView.scrollIntoView(text.length, { y: 'end' }) });
    editor.focus();
    latest.current.onReady?.({ append: (line) => appendLine(editor, line) });
    return () => {
      latest.current.onReady?.(undefined);
      editor.destroy();
      presence.destroy();
      view.current = undefined;
      awareness.current = undefined;
    };
  }, [text, label, placeholder, max, testId]);

  // The teammates' carets, as their presence tells of them.
  useEffect(() => {
    awareness.current?.setRemote(props.carets);
  }, [props.carets]);

  // A member named, or an author learned (a new `writerOf`): the lines' writers drawn again.
  useEffect(() => {
    view.current?.dispatch({ effects: writersChanged.of(null) });
  }, [props.writerOf]);

  return <div ref={host} style={{ display: 'flex', flex: 1, minHeight: 0 }} />;
}

/** Adds `line` at the end of the editor's text, on a line of its own, the caret after it. */
function appendLine(editor: EditorView, line: string): void {
  const end = editor.state.doc.length;
  const before = end > 0 && editor.state.doc.sliceString(end - 1) !== '\n' ? '\n' : '';
  const insert = `${before}${line}`;
  editor.dispatch({
    changes: { from: end, insert },
    selection: { anchor: end + insert.length },
    scrollIntoView: true,
    userEvent: 'input.note',
  });
  editor.focus();
}
