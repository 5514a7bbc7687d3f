import type { DataStore } from '../src/modules/data-store.js';

/**
 * A row in every table that hangs on a session, its players, its teams or its messages, for a
 * test that a session goes whole; the player's own rows (players, games, game_actions) are
 * written by playing. Returns, for each table, the column and value that find its rows of the
 * session.
 */
export async function fillSessionTables(db: DataStore, sessionId: string, playerId: string, adminId: string) {
  const at = new Date().toISOString();
  const teamId = `team-${sessionId}`;
  const pinId = `pin-${sessionId}`;
  const messageId = `message-${sessionId}`;
  await db.insertInto('session_shares').values({ session_id: sessionId, admin_id: adminId }).execute();
  await db
    .insertInto('teams')
    .values({
      id: teamId,
      session_id: sessionId,
      name: 'Les Essais',
      name_key: 'les essais',
      name_caps_key: 'LES ESSAIS',
      created_at: at,
      by_player: 1,
    })
    .execute();
  await db
    .insertInto('team_notes')
    .values({ id: `note-${sessionId}`, team_id: teamId, seq: 1, update: 'AA==', created_at: at })
    .execute();
  await db
    .insertInto('team_note_authors')
    .values({ team_id: teamId, client_id: 7, player_id: playerId, seq: 1 })
    .execute();
  await db
    .insertInto('team_pins')
    .values({
      id: pinId,
      team_id: teamId,
      author_id: playerId,
      kind: 'note',
      reference: '{"kind":"note","text":"?"}',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('team_pin_votes')
    .values({ pin_id: pinId, player_id: playerId, vote: 'confirmed', voted_at: at })
    .execute();
  await db
    .insertInto('messages')
    .values({
      id: messageId,
      session_id: sessionId,
      player_id: playerId,
      kind: 'message',
      body: 'Courage',
      sent_at: at,
    })
    .execute();
  await db
    .insertInto('message_reads')
    .values({ message_id: messageId, player_id: playerId, read_at: at })
    .execute();
  await db
    .insertInto('push_subscriptions')
    .values({
      endpoint: `https://push.example/${sessionId}`,
      player_id: playerId,
      p256dh: 'key',
      auth: 'auth',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('lock_throttles')
    .values({
      session_id: sessionId,
      lock_id: 'safe-door',
      address: '127.0.0.1',
      free_at: Date.now(),
      judged: 1,
    })
    .execute();
  return [
    ['sessions', 'id', sessionId],
    ['session_shares', 'session_id', sessionId],
    ['players', 'session_id', sessionId],
    ['games', 'session_id', sessionId],
    ['game_actions', 'session_id', sessionId],
    ['teams', 'session_id', sessionId],
    ['team_notes', 'team_id', teamId],
    ['team_note_authors', 'team_id', teamId],
    ['team_pins', 'team_id', teamId],
    ['team_pin_votes', 'pin_id', pinId],
    ['messages', 'session_id', sessionId],
    ['message_reads', 'message_id', messageId],
    ['push_subscriptions', 'player_id', playerId],
    ['lock_throttles', 'session_id', sessionId],
  ] as const;
}
