import * as Y from 'yjs';

/** A teammate's caret in the notepad, as their presence tells of it. */
export interface RemoteCaret {
  /** Stable per teammate. */
  key: string;
  name: string;
  colour: string;
  /** Base64 of Yjs relative positions in the notepad's text. */
  anchor: string;
  head: string;
}

type Cursor = { anchor: string; head: string } | null;
type Change = { added: number[]; updated: number[]; removed: number[] };
type Listener = (change: Change, origin: unknown) => void;
interface State {
  cursor?: { anchor: Y.RelativePosition; head: Y.RelativePosition } | null;
  user?: { name: string; color: string; colorLight: string };
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * docs/architecture.md#team-presence: the shape of a Yjs awareness that y-codemirror.next
 * draws carets from, fed by the team's presence instead of an awareness protocol of its
 * own: this phone's caret goes out through `onCaret`, the teammates' come in through
 * `setRemote`. Nothing else of the protocol is needed, nor sent.
 */
export class PresenceAwareness {
  private local: State = {};
  private remote = new Map<number, State>();
  private keys = new Map<string, number>();
  private listeners = new Set<Listener>();

  constructor(
    readonly doc: Y.Doc,
    private readonly onCaret: (cursor: Cursor) => void,
  ) {}

  getLocalState(): State {
    return this.local;
  }

  setLocalStateField(field: string, value: unknown): void {
    this.local = { ...this.local, [field]: value };
    if (field !== 'cursor') return;
    const cursor = value as State['cursor'];
    this.onCaret(
      cursor
        ? {
            anchor: toBase64(Y.encodeRelativePosition(cursor.anchor)),
            head: toBase64(Y.encodeRelativePosition(cursor.head)),
          }
        : null,
    );
  }

  getStates(): Map<number, State> {
    return new Map([...this.remote, [this.doc.clientID, this.local]]);
  }

  /** The teammates' carets now; one gone is taken off. */
  setRemote(carets: readonly RemoteCaret[]): void {
    const before = new Set(this.remote.keys());
    const next = new Map<number, State>();
    for (const caret of carets) {
      // Negative ids: never this document's own client id.
      let id = this.keys.get(caret.key);
      if (id === undefined) {
        id = -(this.keys.size + 1);
        this.keys.set(caret.key, id);
      }
      try {
        next.set(id, {
          cursor: {
            anchor: Y.decodeRelativePosition(fromBase64(caret.anchor)),
            head: Y.decodeRelativePosition(fromBase64(caret.head)),
          },
          // No name in the caret: it would be drawn inside the notes' text, and read as part of
          // them; the panel names who is typing, and the caret has their colour.
          user: { name: '', color: caret.colour, colorLight: `${caret.colour}33` },
        });
      } catch {
        // A caret this phone cannot read is not drawn.
      }
    }
    this.remote = next;
    const change: Change = {
      added: [...next.keys()].filter((id) => !before.has(id)),
      updated: [...next.keys()].filter((id) => before.has(id)),
      removed: [...before].filter((id) => !next.has(id)),
    };
    for (const listener of this.listeners) listener(change, 'remote');
  }

  on(event: 'change', listener: Listener): void {
    if (event === 'change') this.listeners.add(listener);
  }

  off(event: 'change', listener: Listener): void {
    if (event === 'change') this.listeners.delete(listener);
  }

  destroy(): void {
    this.listeners.clear();
  }
}
