import { v7 as uuidv7 } from 'uuid';
import type { Language } from '@coulisses/shared/languages';
import {
  BOARD_MAX,
  pinReferenceSchema,
  type Board,
  type CasePerson,
  type Pin,
  type PinReference,
  type PinVote,
  type PinVoter,
} from '@coulisses/shared/team/pin.schema';
import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import type { EventOutlet } from '../events/event-outlet.js';
import { gameClock, gameStatus, openFolders } from '../game/game-rules.js';
import type { GameContextRow } from '../game/game-store.js';
import { loadGameContext } from '../game/game-context.js';
import type { GameContext } from '../game/game-view.js';
import type { CompiledScenario } from '../scenarios/compile-scenario.js';
import type { CaseCatalog } from '../cases/case-catalog.js';
import {
  deletePin,
  deletePinVote,
  findPin,
  insertPin,
  listPins,
  listPinVotes,
  putPinVote,
  type PinRow,
  type PinVoteRow,
} from './pins-store.js';

export interface PinDeps {
  db: DataStore;
  scenarios: CaseCatalog;
  /** Told of every change of a board: the team's phones read it again. */
  events: Pick<EventOutlet, 'boardChanged'>;
}

/**
 * The longest passage the board quotes, in characters: a paragraph of a statement is
 * quoted whole; a longer one is cut at a word.
 */
const PASSAGE_QUOTED = 600;

const REFUSALS = {
  notYourTeam: () => new ApiError(403, 'NOT_YOUR_TEAM', 'A player acts only for their own team'),
  // One answer for an id of no case, of another case, or of a folder the team has not opened:
  // a pin teaches nothing of what lies ahead (docs/product.md#team-board).
  outOfReach: () =>
    new ApiError(409, 'PIN_OUT_OF_REACH', 'This is nothing your team has opened', ['reference']),
  full: () =>
    new ApiError(409, 'BOARD_FULL', `A team's board holds ${BOARD_MAX} pins at most: take one off first`),
  unknown: () => new ApiError(404, 'PIN_NOT_FOUND', 'No pin of your team has this id', ['pinId']),
  notYours: () => new ApiError(403, 'NOT_YOUR_PIN', 'Only its author takes a pin off the board'),
};

/** The member's game context, when `teamId` is their team: 403 NOT_YOUR_TEAM otherwise. */
async function memberContext(
  { db, scenarios }: PinDeps,
  playerId: string,
  teamId: string,
  loaded?: GameContextRow,
): Promise<GameContext> {
  const context = await loadGameContext(db, scenarios, playerId, loaded);
  if (context.teamId === null || context.teamId !== teamId) throw REFUSALS.notYourTeam();
  return context;
}

/**
 * Whether the team may pin what `reference` names: a document once its folder is open to the
 * team (a passage of it, one it has), a lock once the folder it is found in is, a person of
 * the case; a value or a free text always.
 */
function isWithinReach(
  { scenario, session, game, lang }: GameContext,
  reference: PinReference,
  now: Date,
): boolean {
  const { definition } = scenario;
  const started = gameStatus(session, game, gameClock(session, game, now), now) !== 'waiting';
  const open = started ? openFolders(definition, game) : new Set<string>();
  switch (reference.kind) {
    case 'document':
    case 'passage': {
      const doc = scenario.documents.get(reference.documentId);
      if (!doc || !open.has(doc.folderId)) return false;
      return reference.kind === 'document' || reference.block < doc.passages[lang].length;
    }
    case 'lock': {
      const lock = scenario.locks.get(reference.lockId);
      return lock !== undefined && open.has(lock.in);
    }
    case 'person':
      return (definition.people ?? []).some((person) => person.id === reference.personId);
    case 'value':
    case 'text':
      return true;
  }
}

/** A passage's words as the board quotes them: whole, or cut at a word with an ellipsis. */
function quoted(text: string | undefined): string | null {
  if (text === undefined) return null;
  const characters = [...text];
  if (characters.length <= PASSAGE_QUOTED) return text;
  const cut = characters.slice(0, PASSAGE_QUOTED).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > PASSAGE_QUOTED / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a reference names, in `lang`: the case's own words, never stored with the pin. */
function namedIn(
  scenario: CompiledScenario,
  lang: Language,
  reference: PinReference,
): Pick<Pin, 'title' | 'detail'> {
  const texts = scenario.texts[lang];
  switch (reference.kind) {
    case 'document':
      return { title: texts.documents[reference.documentId]?.title ?? null, detail: null };
    case 'passage':
      return {
        title: texts.documents[reference.documentId]?.title ?? null,
        detail: quoted(scenario.documents.get(reference.documentId)?.passages[lang][reference.block]),
      };
    case 'lock':
      return { title: texts.locks[reference.lockId]?.title ?? null, detail: null };
    case 'person': {
      const person = texts.people?.[reference.personId];
      return { title: person?.name ?? null, detail: person?.role ?? null };
    }
    case 'value':
    case 'text':
      return { title: null, detail: null };
  }
}

const toVoter = (row: PinVoteRow): PinVoter => ({
  playerId: row.player_id,
  nickname: row.nickname,
  vote: row.vote === 'ruled-out' ? 'ruled-out' : 'confirmed',
});

/** A stored pin as `lang`'s reader reads it; undefined for a row that is not a pin (never written so). */
function pinView(
  scenario: CompiledScenario,
  lang: Language,
  row: PinRow,
  votes: readonly PinVoteRow[],
): Pin | undefined {
  let json: unknown;
  try {
    json = JSON.parse(row.reference);
  } catch {
    return undefined;
  }
  const parsed = pinReferenceSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return {
    id: row.id,
    createdAt: row.created_at,
    authorId: row.author_id,
    authorNickname: row.author_nickname,
    reference: parsed.data,
    ...namedIn(scenario, lang, parsed.data),
    votes: votes.map(toVoter),
  };
}

/** The case's people, named in `lang`, in the case's order. */
const peopleIn = (scenario: CompiledScenario, lang: Language): CasePerson[] =>
  (scenario.definition.people ?? []).map(({ id }) => {
    const text = scenario.texts[lang].people?.[id];
    return { id, name: text?.name ?? id, role: text?.role ?? '' };
  });

/**
 * GET /v1/players/{id}/teams/{teamId}/pins (docs/product.md#team-board): the team's board,
 * newest first, each pin named in the reader's language, and the case's people to pin. A
 * member only (403 NOT_YOUR_TEAM).
 */
export async function readBoard(
  deps: PinDeps,
  playerId: string,
  teamId: string,
  loaded?: GameContextRow,
): Promise<Board> {
  const { scenario, lang } = await memberContext(deps, playerId, teamId, loaded);
  const [rows, votes] = await Promise.all([listPins(deps.db, teamId), listPinVotes(deps.db, { teamId })]);
  const byPin = new Map<string, PinVoteRow[]>();
  for (const vote of votes) {
    const list = byPin.get(vote.pin_id);
    if (list) list.push(vote);
    else byPin.set(vote.pin_id, [vote]);
  }
  return {
    pins: rows.flatMap((row) => pinView(scenario, lang, row, byPin.get(row.id) ?? []) ?? []),
    people: peopleIn(scenario, lang),
    max: BOARD_MAX,
  };
}

/**
 * POST …/pins: a member pins something of the case their team has opened, a value or a free
 * text (409 PIN_OUT_OF_REACH, whatever else it names; 409 BOARD_FULL past BOARD_MAX).
 */
export async function pinToBoard(
  deps: PinDeps,
  playerId: string,
  teamId: string,
  reference: PinReference,
  loaded?: GameContextRow,
): Promise<Pin> {
  const now = new Date();
  const context = await memberContext(deps, playerId, teamId, loaded);
  if (!isWithinReach(context, reference, now)) throw REFUSALS.outOfReach();
  const row = {
    id: uuidv7(),
    team_id: teamId,
    author_id: playerId,
    kind: reference.kind,
    reference: JSON.stringify(reference),
    created_at: now.toISOString(),
  };
  if (!(await insertPin(deps.db, row, BOARD_MAX))) throw REFUSALS.full();
  const pin = pinView(context.scenario, context.lang, { ...row, author_nickname: context.nickname }, []);
  if (!pin) throw REFUSALS.outOfReach();
  deps.events.boardChanged({ sessionId: context.session.id, teamId, playerId });
  return pin;
}

/** The team's pin `pinId`, or 404 PIN_NOT_FOUND: another team's is no pin of this one. */
async function teamPin(db: DataStore, teamId: string, pinId: string): Promise<PinRow> {
  const row = await findPin(db, pinId);
  if (!row || row.team_id !== teamId) throw REFUSALS.unknown();
  return row;
}

/** DELETE …/pins/{pinId}: its author takes a pin off the board (403 NOT_YOUR_PIN for another's). */
export async function unpin(
  deps: PinDeps,
  playerId: string,
  teamId: string,
  pinId: string,
  loaded?: GameContextRow,
): Promise<void> {
  const context = await memberContext(deps, playerId, teamId, loaded);
  const row = await teamPin(deps.db, teamId, pinId);
  if (row.author_id !== playerId) throw REFUSALS.notYours();
  await deletePin(deps.db, pinId);
  deps.events.boardChanged({ sessionId: context.session.id, teamId, playerId });
}

/**
 * PUT …/pins/{pinId}/vote: a member's word on a pin — confirmed or ruled out — given,
 * changed, or taken back (null). Answers the pin as the member now reads it.
 */
export async function voteOnPin(
  deps: PinDeps,
  playerId: string,
  teamId: string,
  pinId: string,
  vote: PinVote | null,
  loaded?: GameContextRow,
): Promise<Pin> {
  const context = await memberContext(deps, playerId, teamId, loaded);
  const row = await teamPin(deps.db, teamId, pinId);
  if (vote === null) await deletePinVote(deps.db, pinId, playerId);
  else if (!(await putPinVote(deps.db, pinId, playerId, vote, new Date()))) throw REFUSALS.unknown();
  const votes = await listPinVotes(deps.db, { pinId });
  const pin = pinView(context.scenario, context.lang, row, votes);
  if (!pin) throw REFUSALS.unknown();
  deps.events.boardChanged({ sessionId: context.session.id, teamId, playerId });
  return pin;
}
