import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { NOTEPAD_TEXT } from '@coulisses/shared/team/team.schema';
import { readApiError } from '../../../lib/api-client';
import { gameKeys } from '../api/game-keys';
import { listenToNotepad } from '../api/notepad-news';
import { getNotepad, sendNotepadUpdate } from '../api/teams';

/** Keystrokes go out together, at most this often. */
const SEND_EVERY_MS = 300;
/** After a failed send, the next try waits this long. */
const RETRY_MS = 2_000;
/** The origin of what others wrote, applied to this phone's document. */
export const REMOTE = 'remote';
/** Refusals that pass: the same edit is sent again later. */
const PASSING = new Set(['RATE_LIMITED', 'DATABASE_UNAVAILABLE', 'REQUEST_TIMEOUT']);

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Who wrote with each Yjs client id: client id → player id. */
export type NotepadAuthors = ReadonlyMap<number, string>;

/** The client ids whose writing an update carries. */
export function writersOf(update: Uint8Array): number[] {
  const { structs } = Y.decodeUpdate(update);
  return [...new Set(structs.map((struct) => struct.id.client))];
}

/**
 * docs/product.md#team-notepad: the team's notepad as a shared text (a Yjs document). The
 * editor (notepad-editor.tsx) applies what this phone types to it where it was typed; its
 * changes go out in batches, kept and sent again while the server cannot take them. What
 * teammates write comes with the live stream (use-player-live.ts) and is merged at once;
 * when it is too big to travel there, or builds on what this phone lacks, the phone asks
 * for what its state vector lacks. Who wrote with which client id (`authors`) comes with
 * the notepad and with each teammate's update. A refused edit (`onRefused`) leaves this
 * document behind: its holder starts afresh from the server's.
 */
export function useTeamNotepad(
  player: RegisteredPlayer,
  teamId: string,
  onRefused: (key: string | undefined) => void,
) {
  const client = useQueryClient();
  const [doc] = useState(() => new Y.Doc());
  const [authors, setAuthors] = useState<NotepadAuthors>(() => new Map([[doc.clientID, player.id]]));
  // The latest of what the effects below read, without their running again on a new one.
  const latest = useRef({ player, onRefused });
  latest.current = { player, onRefused };
  const queryKey = gameKeys.notepad(player.id, teamId);

  const remote = useQuery({
    queryKey,
    queryFn: () => getNotepad(player, teamId, toBase64(Y.encodeStateVector(doc))),
  });

  const learnAuthors = (entries: Iterable<[number, string]>) =>
    setAuthors((current) => {
      const next = new Map(current);
      let changed = false;
      for (const [clientId, playerId] of entries) {
        if (next.get(clientId) === playerId) continue;
        next.set(clientId, playerId);
        changed = true;
      }
      return changed ? next : current;
    });

  /** Merges an update from the others; one building on what this phone lacks asks for it. */
  const merge = (update: Uint8Array) => {
    Y.applyUpdate(doc, update, REMOTE);
    if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) {
      void client.invalidateQueries({ queryKey });
    }
  };

  useEffect(() => {
    if (!remote.data) return;
    merge(fromBase64(remote.data.update));
    learnAuthors(
      Object.entries(remote.data.authors ?? {}).map(([clientId, playerId]) => [Number(clientId), playerId]),
    );
    // Once per answer from the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote.data]);

  // A teammate's update, brought by the live stream.
  useEffect(
    () =>
      listenToNotepad(teamId, ({ playerId, update }) => {
        const bytes = fromBase64(update);
        try {
          learnAuthors(writersOf(bytes).map((clientId) => [clientId, playerId]));
          merge(bytes);
        } catch {
          // Not one this phone can read: the server's copy is.
          void client.invalidateQueries({ queryKey });
        }
      }),
    // Listening once per team; what the handler reads is stable for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [teamId],
  );

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

  return {
    doc,
    text: doc.getText(NOTEPAD_TEXT),
    authors,
    loading: !remote.data && !remote.error,
    failed: Boolean(remote.error && !remote.data),
  };
}
