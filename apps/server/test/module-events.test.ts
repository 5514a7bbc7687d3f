import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionSchema } from '@coulisses/shared/session/session.schema';
import type { OpenDatabase } from '../src/db/database.js';
import { sendMessage } from '../src/modules/messages/messages.js';
import { removePlayer } from '../src/modules/players/player-controls.js';
import { registerPlayer } from '../src/modules/players/players.js';
import { createSession, deleteSession, transitionSession } from '../src/modules/sessions/sessions.js';
import { createTeamAsPlayer, lockTeams } from '../src/modules/teams/teams.js';
import { findSessionRow } from '../src/modules/sessions/sessions-store.js';
import { ENGINES, openTestDatabase, recordingOutlet } from './helper.js';

/**
 * docs/architecture.md, "Live events: told by the module that made the change": the module
 * that makes a change tells the live streams of it. Called here as a test or the command line would, with no route and no
 * HTTP, each module is heard all the same — and a refused change is not heard at all.
 */
describe.each(ENGINES)('the modules tell their own changes on %s', (engine) => {
  let database: OpenDatabase;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(engine));
  });
  afterAll(async () => {
    await database.close();
    await dispose();
  });

  it('publishes what a session, a player, a team and a message went through, without HTTP', async () => {
    const { db } = database;
    const { events, published, pushed } = recordingOutlet();
    const session = await createSession(db, createSessionSchema.parse({ name: 'Sans HTTP', teamSize: 3 }));
    const sessionId = session.id;

    const { player } = await registerPlayer(
      { db, events },
      { sessionId, mail: 'ana@example.com', lang: 'fr' },
    );
    expect(published).toEqual([{ type: 'player', sessionId, playerId: player.id, locksSolved: 0, score: 0 }]);

    published.length = 0;
    const started = await transitionSession(db, events, sessionId, { action: 'start' });
    expect(started.status).toBe('running');
    // Refused, it changes nothing and tells nothing.
    await expect(transitionSession(db, events, sessionId, { action: 'start' })).rejects.toMatchObject({
      key: 'TRANSITION_NOT_ALLOWED',
    });
    expect(published).toEqual([{ type: 'session', sessionId, status: 'running' }]);

    published.length = 0;
    const view = await createTeamAsPlayer(db, events, player.id, 'Les Fouineurs');
    const teamId = view.yourTeamId!;
    await lockTeams(db, events, (await findSessionRow(db, sessionId))!, true);
    expect(published).toEqual([
      { type: 'team', sessionId, teamId, playerId: player.id, previousTeamId: null },
      { type: 'team', sessionId, teamId: null, playerId: null, previousTeamId: null },
      { type: 'session', sessionId, status: 'running' },
    ]);

    published.length = 0;
    const message = await sendMessage(db, events, sessionId, {
      kind: 'message',
      body: 'Regardez sous le tapis.',
    });
    expect(published).toEqual([
      { type: 'message', sessionId, playerId: null, teamId: null, messageId: message.id },
    ]);
    // A message reaches the lock screens too.
    expect(pushed).toEqual([message]);

    published.length = 0;
    await removePlayer({ db, events }, sessionId, player.id);
    await deleteSession(db, events, sessionId);
    expect(published).toEqual([
      { type: 'playerGone', sessionId, playerId: player.id, reason: 'removed' },
      // Their teammates' list of members loses them.
      { type: 'team', sessionId, teamId: null, playerId: player.id, previousTeamId: teamId },
      { type: 'sessionDeleted', sessionId },
    ]);
  });
});
