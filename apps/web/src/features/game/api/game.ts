import { trialAnswersSchema, type TrialAnswers } from '@coulisses/shared/case/case.schema';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  attemptResultSchema,
  gameDocumentSchema,
  gameStateSchema,
  hintResultSchema,
  leaderboardSchema,
  lockImageSchema,
  type Accusation,
  type Attempt,
  type AccusationVote,
  type AttemptResult,
  type GameDocument,
  type GameState,
  type HintResult,
  type Leaderboard,
  type LockImage,
} from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { introductionSchema, type Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { countedFrom } from '../../../hooks/use-countdown';
import { sentAfterPaint } from '../../../lib/after-paint';
import { api, playerHeaders } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

type Me = Pick<RegisteredPlayer, 'id' | 'token'>;
const base = (player: Me) => `players/${encodeURIComponent(player.id)}`;
const options = (player: Me) => ({ headers: playerHeaders(player.token) });

/** A game state as the server answered it, its clock counted from when `sent` left. */
async function stateOf(sent: () => Promise<unknown>): Promise<GameState> {
  const sentAt = Date.now();
  return countedFrom(gameStateSchema.parse(await sent()), sentAt);
}

/** An action's result as the server answered it, the game state in it counted from when `sent` left. */
async function resultOf<T extends { state: GameState }>(
  schema: { parse: (answer: unknown) => T },
  sent: () => Promise<unknown>,
): Promise<T> {
  const sentAt = Date.now();
  const result = schema.parse(await sent());
  return { ...result, state: countedFrom(result.state, sentAt) };
}

/** GET /v1/players/{id}/game: the whole visible state; the server decides everything. */
export function getGame(player: Me): Promise<GameState> {
  return stateOf(() => api.get(`${base(player)}/game`, options(player)).json());
}

export async function getDocument(player: Me, documentId: string): Promise<GameDocument> {
  const answer = await api
    .get(`${base(player)}/documents/${encodeURIComponent(documentId)}`, options(player))
    .json();
  return gameDocumentSchema.parse(answer);
}

/** GET /v1/players/{id}/locks/{lockId}/image: a spot lock's picture, in the player's language. */
export async function getLockImage(player: Me, lockId: string): Promise<LockImage> {
  const answer = await api
    .get(`${base(player)}/locks/${encodeURIComponent(lockId)}/image`, options(player))
    .json();
  return lockImageSchema.parse(answer);
}

/** A typed answer, or an arranged one (an order, marks, pairs): the server reads it by the lock. */
export function tryLock(player: Me, lockId: string, answer: Attempt['answer']): Promise<AttemptResult> {
  return resultOf(attemptResultSchema, () =>
    api
      .post(`${base(player)}/locks/${encodeURIComponent(lockId)}/attempts`, {
        ...options(player),
        json: { answer },
      })
      .json(),
  );
}

export function takeHint(player: Me, lockId: string): Promise<HintResult> {
  return resultOf(hintResultSchema, () =>
    api.post(`${base(player)}/locks/${encodeURIComponent(lockId)}/hints`, options(player)).json(),
  );
}

export function accuse(player: Me, accusation: Accusation): Promise<GameState> {
  return stateOf(() =>
    api.post(`${base(player)}/accusation`, { ...options(player), json: accusation }).json(),
  );
}

/** POST /v1/players/{id}/accusation/votes: a member's word on the team's proposed accusation. */
export function voteOnAccusation(player: Me, vote: AccusationVote): Promise<GameState> {
  return stateOf(() =>
    api.post(`${base(player)}/accusation/votes`, { ...options(player), json: vote }).json(),
  );
}

/**
 * POST /v1/players/{id}/teams/{teamId}/proposals/{proposalId}/shown: this phone has shown
 * the team's proposal — or, to one away when it was made, what became of it
 * (docs/product.md#team-accusation).
 */
export function sayProposalShown(player: Me, teamId: string, proposalId: string): Promise<GameState> {
  const path = `${base(player)}/teams/${encodeURIComponent(teamId)}/proposals/${encodeURIComponent(proposalId)}/shown`;
  return stateOf(() => api.post(path, options(player)).json());
}

export async function getLeaderboard(player: Me): Promise<Leaderboard> {
  return leaderboardSchema.parse(await api.get(`${base(player)}/leaderboard`, options(player)).json());
}

/** The case's introduction again, in the player's language, to re-read during the game. */
export async function getBriefing(player: Me): Promise<Introduction> {
  return introductionSchema.parse(await api.get(`${base(player)}/introduction`, options(player)).json());
}

/** In an author's trial of their draft only: every lock's answer (docs/product.md#case-editor). */
export async function getTrialAnswers(player: Me): Promise<TrialAnswers> {
  return trialAnswersSchema.parse(await api.get(`${base(player)}/answers`, options(player)).json());
}

type Reader = Pick<RegisteredPlayer, 'id' | 'token' | 'lang'>;

export function getGameQueryOptions(player: Reader) {
  return queryOptions({
    queryKey: gameKeys.state(player.id, player.lang),
    queryFn: () => getGame(player),
    // A state in a language left behind may be older than the one on screen: it is not
    // kept, so that coming back to that language asks again rather than showing it.
    gcTime: 0,
  });
}

/**
 * The game as the server last described it, asked again every `pollEvery(state)` ms (never
 * when false). Until the game in a new language arrives, the one before it stays on screen.
 */
export function useGameQuery(
  player: Reader,
  pollEvery: (state: GameState | undefined) => number | false = () => false,
) {
  return useQuery({
    ...getGameQueryOptions(player),
    refetchInterval: (query) => pollEvery(query.state.data),
    // Polling is how the game hears of the game master without the live stream: it goes on
    // in a tab in the background, as the timers it replaces did.
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every answer of an action is the server's whole state: it replaces the cached one, and a
 * poll that left before it is cancelled, so it cannot put back an older state (its request
 * still ends on the network; its answer is dropped).
 */
export async function putGameState(client: QueryClient, player: Reader, state: GameState) {
  await client.cancelQueries({ queryKey: gameKeys.states(player.id) });
  client.setQueryData(gameKeys.state(player.id, player.lang), state);
}

export function useTryLockMutation(player: Reader) {
  const client = useQueryClient();
  // Sent once the tap's frame, the lock waiting, is painted (docs/decisions/0027-a-tap-paints-before-it-asks.md).
  const send = sentAfterPaint(({ lockId, answer }: { lockId: string; answer: Attempt['answer'] }) =>
    tryLock(player, lockId, answer),
  );
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => putGameState(client, player, result.state),
  });
}

/**
 * A spot lock's picture, asked for while the game takes answers and kept for the session:
 * it does not change while the lock is there (a new language asks for its own; the one
 * before stays on screen meanwhile, the marks being in percent of either).
 */
export function useLockImageQuery(player: Reader, lockId: string, enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.lockImage(player.id, lockId, player.lang),
    queryFn: () => getLockImage(player, lockId),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useTakeHintMutation(player: Reader) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lockId: string) => takeHint(player, lockId),
    onSuccess: (result) => putGameState(client, player, result.state),
  });
}

export function useVoteMutation(player: Reader) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vote: AccusationVote) => voteOnAccusation(player, vote),
    onSuccess: (state) => putGameState(client, player, state),
  });
}

export function useProposalShownMutation(player: Reader) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, proposalId }: { teamId: string; proposalId: string }) =>
      sayProposalShown(player, teamId, proposalId),
    onSuccess: (state) => putGameState(client, player, state),
  });
}

export function useAccuseMutation(player: Reader) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accusation: Accusation) => accuse(player, accusation),
    onSuccess: (state) => putGameState(client, player, state),
  });
}

/**
 * Reading a document: only the last one asked for is shown (the mutation's state follows
 * the latest call), and closing it drops a late answer.
 */
export function useReadDocumentMutation(player: Reader) {
  // Asked once the tap's frame, the dialog and its spinner, is painted.
  return useMutation({ mutationFn: sentAfterPaint((documentId: string) => getDocument(player, documentId)) });
}

export function getLeaderboardQueryOptions(player: Reader, status: GameState['status'], released: boolean) {
  return queryOptions({
    queryKey: gameKeys.leaderboard(player.id, status, released),
    queryFn: () => getLeaderboard(player),
  });
}

/**
 * How often the board is asked again while it is on screen, so that it follows the room
 * (docs/product.md#leaderboard). A player's live stream hears nothing of the others'
 * progress, and telling every phone of every accusation would cost a room of 2,000 as many
 * events and reads for each one; this is one read every 15 s for each phone that shows
 * the board, answered from the server's ranking of the last second.
 */
export const LEADERBOARD_REFRESH_MS = 15_000;

/**
 * The session's board, asked again when the game's status changes or its seal breaks, and
 * every LEADERBOARD_REFRESH_MS while the page is seen (not in a tab in the background).
 */
export function useLeaderboardQuery(player: Reader, status: GameState['status'], released: boolean) {
  return useQuery({
    ...getLeaderboardQueryOptions(player, status, released),
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
}

export function getBriefingQueryOptions(player: Reader) {
  return queryOptions({
    queryKey: gameKeys.briefing(player.id, player.lang),
    queryFn: () => getBriefing(player),
  });
}

/** The answers of an author's trial, asked for when they open them, in their language. */
export function useTrialAnswersQuery(player: Reader, open: boolean) {
  return useQuery({
    queryKey: gameKeys.trialAnswers(player.id, player.lang),
    queryFn: () => getTrialAnswers(player),
    enabled: open,
  });
}

/** The briefing, asked for when its dialog opens. */
export function useBriefingQuery(player: Reader, open: boolean) {
  return useQuery({ ...getBriefingQueryOptions(player), enabled: open });
}
