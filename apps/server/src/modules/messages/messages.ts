import { randomUUID } from 'node:crypto';
import type { Language } from '@coulisses/shared/languages';
import type { Message, SendMessage } from '@coulisses/shared/message/message.schema';
import { ApiError, notFound } from '../../http-error.js';
import { findTeamRow } from '../teams/teams-store.js';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { getPlayer, getPlayerSession } from '../players/players.js';
import { isPlayerOf } from '../players/players-store.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { getSession } from '../sessions/sessions.js';
import {
  insertMessage,
  insertMessageOnce,
  insertMessageReads,
  listPlayerMessageRows,
  listSessionMessageRows,
  type MessageRow,
} from './messages-store.js';

/** What a message row holds besides who, what and when: nothing, for all but a case hint. */
export const NOT_A_CASE_HINT = { lock_id: null, hint_number: null, penalty_seconds: null } as const;
/** To a player, or the whole session: to no team. */
const NO_TEAM = { team_id: null } as const;

/**
 * A message as it reads in `lang`. A hint of the case is worded there from the case (the
 * words stored are those of the player's language when it was sent), so that a player who
 * changed language, or a game master in theirs, reads it in their own.
 */
export function toMessage(row: MessageRow, scenario?: CompiledScenario, lang?: Language): Message {
  const texts = scenario && lang ? scenario.texts[lang].locks[row.lock_id ?? ''] : undefined;
  const number = row.hint_number ?? 0;
  return {
    id: row.id,
    sessionId: row.session_id,
    playerId: row.player_id,
    teamId: row.team_id,
    kind: row.kind,
    body: texts?.hints[number - 1] ?? row.body,
    minutesLeft: row.minutes_left,
    caseHint:
      row.lock_id === null
        ? null
        : {
            lockId: row.lock_id,
            lockTitle: texts?.title ?? null,
            number,
            penaltySeconds: row.penalty_seconds ?? 0,
          },
    sentAt: row.sent_at,
  };
}

/**
 * docs/product.md#messages: a message or hint from the game master, to one player or the
 * whole session. Once stored it reaches the players' streams and their subscribed lock
 * screens, without waiting.
 */
export async function sendMessage(
  db: DataStore,
  events: Pick<EventOutlet, 'messageSent'>,
  typedSessionId: string,
  input: SendMessage,
): Promise<Message> {
  const session = await getSession(db, typedSessionId);
  // An empty recipient is the whole session, as absent (an empty id was a foreign-key 500).
  const playerId = input.playerId || null;
  const teamId = input.teamId || null;
  if (playerId && teamId) {
    throw new ApiError(400, 'VALIDATION', 'A message goes to a player or to a team, not both', ['teamId']);
  }
  if (playerId && !(await isPlayerOf(db, session.id, playerId))) throw notFound('Player');
  if (teamId && (await findTeamRow(db, teamId))?.session_id !== session.id) {
    throw new ApiError(404, 'TEAM_NOT_FOUND', 'No team of this session has this id', ['teamId']);
  }
  const row: MessageRow = {
    id: randomUUID(),
    session_id: session.id,
    player_id: playerId,
    team_id: teamId,
    kind: input.kind,
    body: input.body,
    minutes_left: null,
    sent_at: new Date().toISOString(),
    dedupe_key: null,
    ...NOT_A_CASE_HINT,
  };
  await insertMessage(db, row);
  const message = toMessage(row);
  events.messageSent(message);
  return message;
}

/**
 * A scheduled warning for one player ("10 minutes left"). Several instances may reach the
 * same moment: the unique key lets one row through; the others get undefined.
 */
export async function sendWarning(
  db: DataStore,
  sessionId: string,
  playerId: string,
  minutesLeft: number,
  now: Date,
): Promise<Message | undefined> {
  const row: MessageRow = {
    id: randomUUID(),
    session_id: sessionId,
    player_id: playerId,
    kind: 'warning',
    body: null,
    minutes_left: minutesLeft,
    sent_at: now.toISOString(),
    dedupe_key: `warning:${playerId}:${minutesLeft}`,
    ...NOT_A_CASE_HINT,
    ...NO_TEAM,
  };
  return (await insertMessageOnce(db, row)) ? toMessage(row) : undefined;
}

/** Everything sent in a session, newest first (the game master's log), case hints in `lang`. */
export async function listSessionMessages(
  db: DataStore,
  scenarios: CaseCatalog,
  typedSessionId: string,
  lang: Language,
): Promise<Message[]> {
  const session = await getSession(db, typedSessionId);
  const scenario = await scenarios.find(session.scenarioId, session.scenarioVersion);
  return (await listSessionMessageRows(db, session.id)).map((row) => toMessage(row, scenario, lang));
}

/** What a player has received: the session's messages and their own, oldest first, in their language. */
export async function listPlayerMessages(
  db: DataStore,
  scenarios: CaseCatalog,
  playerId: string,
): Promise<Message[]> {
  const [session, player] = await Promise.all([getPlayerSession(db, playerId), getPlayer(db, playerId)]);
  const scenario = await scenarios.find(session.scenario_id, session.scenario_version);
  return (await listPlayerMessageRows(db, session.id, playerId, session.player_team_id)).map((row) =>
    toMessage(row, scenario, player.lang),
  );
}

/**
 * docs/product.md#case-hints: the player has seen these messages. Only the first reading
 * of each is kept; ids of messages not addressed to them (or gone) are passed over. A
 * first reading shows in the game masters' view of their path. Returns how many were read
 * for the first time.
 */
export async function readMessages(
  db: DataStore,
  events: Pick<EventOutlet, 'messagesRead'>,
  playerId: string,
  ids: readonly string[],
): Promise<number> {
  const session = await getPlayerSession(db, playerId);
  const read = await insertMessageReads(db, session.id, playerId, session.player_team_id, ids, new Date());
  if (read > 0) events.messagesRead({ id: playerId, sessionId: session.id });
  return read;
}
