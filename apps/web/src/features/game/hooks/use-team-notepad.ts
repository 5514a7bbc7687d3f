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

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Where the reader's selection stands in the shared text, wherever others' edits move it. */
type Anchors = [Y.RelativePosition, Y.RelativePosition];

/**
 * docs/product.md#team-notepad: the team's notepad as a shared text (a Yjs document, which
 * two members typing at once cannot break). What this phone types goes out in batches; what
 * others type comes in as the live stream tells of it (use-player-live.ts) and is merged,
 * the reader's caret kept where it was in the text, and held back while a word is being
 * composed (an input method's underlined word must not be rewritten under it).
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
  const version = useRef<string | null>(null);
  const outgoing = useRef<Uint8Array[]>([]);
  const incoming = useRef<Uint8Array[]>([]);
  const composing = useRef(false);
  const anchors = useRef<Anchors | undefined>(undefined);

  const remote = useQuery({
    queryKey: gameKeys.notepad(player.id, teamId),
    queryFn: () => getNotepad(player, teamId, version.current),
  });

  /** Merges what others wrote, keeping the reader's selection on the same characters. */
  const applyIncoming = useCallback(() => {
    if (composing.current || incoming.current.length === 0) return;
    const element = field.current;
    if (element && document.activeElement === element) {
      anchors.current = [
        Y.createRelativePositionFromTypeIndex(text, element.selectionStart),
        Y.createRelativePositionFromTypeIndex(text, element.selectionEnd),
      ];
    }
    for (const update of incoming.current.splice(0)) Y.applyUpdate(doc, update, REMOTE);
    setValue(text.toString());
  }, [doc, text]);

  useEffect(() => {
    if (!remote.data) return;
    incoming.current.push(fromBase64(remote.data.update));
    version.current = remote.data.version;
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

  // This phone's edits, sent in batches; kept and sent again after a failure.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const send = async () => {
      timer = undefined;
      const batch = outgoing.current.splice(0);
      if (batch.length === 0 || stopped) return;
      const update = Y.mergeUpdates(batch);
      try {
        version.current = await sendNotepadUpdate(player, teamId, toBase64(update));
      } catch (error) {
        const body = await readApiError(error);
        if (body && body.key !== 'RATE_LIMITED' && body.key !== 'DATABASE_UNAVAILABLE') {
          onRefused(body.key);
          return;
        }
        outgoing.current.unshift(update);
        if (!stopped) timer = setTimeout(() => void send(), RETRY_MS);
      }
    };
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      outgoing.current.push(update);
      timer ??= setTimeout(() => void send(), SEND_EVERY_MS);
    };
    doc.on('update', onUpdate);
    return () => {
      stopped = true;
      doc.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      void send();
    };
  }, [doc, player, teamId, onRefused]);

  /** The field's new value, made the smallest edit of the shared text: what changed between a common start and end. */
  const change = (next: string) => {
    const current = text.toString();
    let start = 0;
    while (start < current.length && start < next.length && current[start] === next[start]) start += 1;
    let end = 0;
    while (
      end < current.length - start &&
      end < next.length - start &&
      current[current.length - 1 - end] === next[next.length - 1 - end]
    ) {
      end += 1;
    }
    doc.transact(() => {
      if (current.length - start - end > 0) text.delete(start, current.length - start - end);
      const inserted = next.slice(start, next.length - end);
      if (inserted) text.insert(start, inserted);
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
