import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nameKeys } from '@coulisses/shared/text/name-keys';
import { down, up } from '../src/db/migrations/0020-names-and-teams.js';
import { setNickname } from '../src/modules/players/players.js';
import { findSessionRow } from '../src/modules/sessions/sessions-store.js';
import { createTeamAsGameMaster } from '../src/modules/teams/teams.js';
import { caseCatalog } from '../src/modules/cases/case-catalog.js';
import { ENGINES, openTestDatabase, recordingOutlet } from './helper.js';

const now = Date.now();
const at = (offset: number) => new Date(now + offset).toISOString();
const id = (digit: number) => `${String(digit).repeat(8)}-0000-7000-8000-000000000000`;

/**
 * docs/decisions/0031-names-that-look-alike.md: the names stored before the look-alike keys
 * get them; look-alikes already there stay, and block nothing more than the first of them.
 */
describe.each(ENGINES)('the look-alike names migration on %s', (engine) => {
  it('keys every stored name, keeps look-alikes already there, and refuses new ones', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    const db = database.db as unknown as Kysely<any>;
    const deps = {
      db: database.db,
      scenarios: caseCatalog(database.db, new Map()),
      events: recordingOutlet().events,
    };
    try {
      await down(db);
      await db
        .insertInto('sessions')
        .values({
          id: 'NAMES2',
          name: 'Avant',
          scenario_id: 'le-dernier-acte',
          duration_minutes: 60,
          status: 'open',
          created_at: at(0),
          team_size: 4,
        })
        .execute();
      // A Latin « Bob », then one with a Cyrillic В: two names before, one look now.
      const teams = [
        { id: id(1), name: 'Bob', name_key: 'bob', created_at: at(1) },
        { id: id(2), name: '\u0412ob', name_key: '\u0432ob', created_at: at(2) },
        { id: id(3), name: 'Ομάδα Άλφα', name_key: 'ομαδα αλφα', created_at: at(3) },
      ];
      await db
        .insertInto('teams')
        .values(teams.map((team) => ({ ...team, session_id: 'NAMES2' })))
        .execute();
      const player = (digit: number, nickname: string | null, nickname_key: string | null) => ({
        id: id(digit),
        session_id: 'NAMES2',
        mail: `${digit}@example.com`,
        mail_key: `${digit}@example.com`,
        lang: 'fr',
        token_hash: 'x',
        created_at: at(digit),
        nickname,
        nickname_key,
      });
      await db
        .insertInto('players')
        .values([
          player(4, 'Ana', 'ana'),
          player(5, '\u0410na', '\u0430na'),
          player(6, 'Le Fan\u200btôme', 'le fantome'),
          player(7, null, null),
        ])
        .execute();

      await up(db);
      const stored = await db.selectFrom('teams').selectAll().orderBy('created_at').execute();
      type Team = (typeof stored)[number];
      const [bob, cyrillic, greek] = stored as [Team, Team, Team];
      expect(stored.map((team) => team.name)).toEqual(teams.map((team) => team.name));
      // Who made a team before is not known: it counts as the game master's, and stays.
      expect(stored.every((team) => team.by_player === 0)).toBe(true);
      expect({ key: bob.name_key, capsKey: bob.name_caps_key }).toEqual(nameKeys('Bob'));
      // The second look-alike stays, with a key no name can have where it clashes.
      expect(cyrillic.name_caps_key).toBe(`${nameKeys('Bob').capsKey}\n${id(2)}`);
      expect(greek.name_key).toBe(nameKeys('Ομάδα Άλφα').key);
      const nicknames = await db.selectFrom('players').selectAll().orderBy('created_at').execute();
      expect(nicknames.map((row) => row.nickname)).toEqual(['Ana', '\u0410na', 'Le Fan\u200btôme', null]);
      expect(nicknames[2]!.nickname_key).toBe(nameKeys('Le Fantôme').key);
      expect(nicknames.every((row) => row.teams_made === 0)).toBe(true);

      // New look-alikes are refused, whichever of the old ones they look like.
      const session = (await findSessionRow(database.db, 'NAMES2'))!;
      for (const name of ['BOB', 'Β0Β', 'ΟΜΑΔΑ ΑΛΦΑ']) {
        await expect(
          createTeamAsGameMaster(database.db, deps.events, session, name),
          name,
        ).rejects.toMatchObject({
          key: 'TEAM_NAME_TAKEN',
        });
      }
      for (const nickname of ['ANA', 'le fantome']) {
        await expect(setNickname(deps, id(7), nickname, 'player'), nickname).rejects.toMatchObject({
          key: 'NICKNAME_TAKEN',
        });
      }
      expect(await setNickname(deps, id(7), 'Αννα', 'player')).toBe('Αννα');

      // And back: the keys of before.
      await down(db);
      const before = await db.selectFrom('players').select('nickname_key').orderBy('created_at').execute();
      expect(before.map((row) => row.nickname_key)).toEqual(['ana', '\u0430na', 'le fantome', 'αννα']);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
