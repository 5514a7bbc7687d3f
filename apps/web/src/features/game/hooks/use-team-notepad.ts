import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { readApiError } from '../../../lib/api-client';
import { gameKeys } from '../api/game-keys';
import { getNotepad, sendNotepadUpdate } from '../api/teams';

/** The shared text's name in the notepad's document, as the server reads it. */
const NOTEPAD_TEXT = 'notes';
/** Keystrokes go out together, at most this often. */
const SEND_EVERY_MS = 300;
/** After a failed send, the next try waits this long. */
const RETRY_MS = 2_000;
const REMOTE = 'remote';
/** Refusals that pass: the same edit is sent again later. */
const PASSING = new Set(['RATE_LIMITED', 'DATABASE_UNAVAILABLE', 'REQUEST_TIMEOUT']);

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest edit from `current` to `next`: what lies between their common start and
 * end, never cutting a character written as two UTF-16 units (an emoji) in half.
 */
export function textEdit(current: string, next: string): { at: number; removed: number; inserted: string } {
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start += 1;
  if (start > 0 && isHighSurrogate(current.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (
    end < current.length - start &&
    end < next.length - start &&
    current[current.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  if (end > 0 && isLowSurrogate(current.charCodeAt(current.length - end))) end -= 1;
  return { at: start, removed: current.length - start - end, inserted: next.slice(start, next.length - end) };
}

/**
 * docs/product.md#team-notepad: the team's notepad as a shared text (a Yjs document, which
 * two members typing at once cannot break). What this phone types goes out in batches,
 * kept and sent again while the server cannot take it; what others type comes in as the
 * live stream tells of it (use-player-live.ts): the phone asks for what its state vector
 * lacks and merges it, the reader's caret kept on the same characters, and nothing merged
 * while an input method is composing a word. A refused edit (`onRefused`) leaves this
 * document behind: its holder starts afresh from the server's.
 */
export function useTeamNotepad(
  player: RegisteredPlayer,
  teamId: string,
  onRefused: (key: string | undefined) => void,
) {
  const [doc] = useState(() => new Y.Doc());
  const text = doc.getText(NOTEPAD_TEXT);
  const [value, setValue] = useState('');
  const field = useRef<HTMLTextAreaElement | null>(null);
  const incoming = useRef<Uint8Array[]>([]);
  const composing = useRef(false);
  const anchors = useRef<[Y.RelativePosition, Y.RelativePosition] | undefined>(undefined);
  // The latest of what the effects below read, without their running again on a new one.
  const latest = useRef({ player, onRefused });
  latest.current = { player, onRefused };

  const remote = useQuery({
    queryKey: gameKeys.notepad(player.id, teamId),
    queryFn: () => getNotepad(player, teamId, toBase64(Y.encodeStateVector(doc))),
  });

  /** Merges what others wrote, keeping the reader's selection on the same characters. */
  const applyIncoming = useCallback(() => {
    if (composing.current || incoming.current.length === 0) return;
    const element = field.current;
    const before = text.toString();
    if (element && document.activeElement === element) {
      anchors.current = [
        Y.createRelativePositionFromTypeIndex(text, element.selectionStart),
        Y.createRelativePositionFromTypeIndex(text, element.selectionEnd),
      ];
    }
    for (const update of incoming.current.splice(0)) Y.applyUpdate(doc, update, REMOTE);
    const after = text.toString();
    // Nothing new: the selection stays as the reader has it.
    if (after === before) anchors.current = undefined;
    else setValue(after);
  }, [doc, text]);

  useEffect(() => {
    if (!remote.data) return;
    incoming.current.push(fromBase64(remote.data.update));
    applyIncoming();
  }, [remote.data, applyIncoming]);

  // The selection put back where it was, once the merged text is on screen.
  useLayoutEffect(() => {
    const element = field.current;
    const kept = anchors.current;
    if (!element || !kept) return;
    anchors.current = undefined;
    const [start, end] = kept.map(
      (anchor) => Y.createAbsolutePositionFromRelativePosition(anchor, doc)?.index,
    );
    if (start !== undefined && end !== undefined) element.setSelectionRange(start, end);
  }, [value, doc]);

  // This phone's edits, sent in batches; whatever is not yet sent goes when the notepad does.
  useEffect(() => {
    const outgoing: Uint8Array[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    const send = async () => {
      timer = undefined;
      if (sending || outgoing.length === 0) return;
      sending = true;
      const update = Y.mergeUpdates(outgoing.splice(0));
      try {
        await sendNotepadUpdate(latest.current.player, teamId, toBase64(update));
      } catch (error) {
        const body = await readApiError(error);
        if (body && !PASSING.has(body.key)) {
          latest.current.onRefused(body.key);
          return;
        }
        outgoing.unshift(update);
        timer ??= setTimeout(() => void send(), RETRY_MS);
      } finally {
        sending = false;
      }
      if (outgoing.length > 0) timer ??= setTimeout(() => void send(), SEND_EVERY_MS);
    };
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      outgoing.push(update);
      timer ??= setTimeout(() => void send(), SEND_EVERY_MS);
    };
    doc.on('update', onUpdate);
    return () => {
      doc.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      void send();
    };
  }, [doc, teamId]);

  /** The field's new value, made the smallest edit of the shared text. */
  const change = (next: string) => {
    const edit = textEdit(text.toString(), next);
    doc.transact(() => {
      if (edit.removed > 0) text.delete(edit.at, edit.removed);
      if (edit.inserted) text.insert(edit.at, edit.inserted);
    });
    setValue(next);
  };

  const composition = {
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: () => {
      composing.current = false;
      applyIncoming();
    },
  };

  return {
    value,
    change,
    field,
    composition,
    loading: !remote.data && !remote.error,
    failed: Boolean(remote.error && !remote.data),
  };
}
