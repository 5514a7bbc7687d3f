import { describe, expect, it } from 'vitest';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { api, http, HttpResponse, useMockApi } from '../../test/mock-api';
import { submitRegistration } from './submit-registration';

const ANSWER: RegisteredPlayer = {
  id: 'p1',
  sessionId: 'ABCD23',
  mail: 'ana@example.com',
  lang: 'fr',
  createdAt: '2026-01-01T09:00:00.000Z',
  token: 'player-token',
};

// docs/product.md#player-states: unregistered to registered, the server's answer is stored
// and the folders emptied.
describe('submitting the registration', () => {
  useMockApi(http.post(api('players'), () => HttpResponse.json(ANSWER, { status: 201 })));

  it('resets FOLDERS to an empty list, whatever an earlier visit left there', async () => {
    sessionStorage.setItem('FOLDERS', JSON.stringify([{ id: 'stale' }]));
    const outcome = await submitRegistration({ lang: 'fr', mail: ANSWER.mail, sessionId: ANSWER.sessionId });
    expect(outcome).toEqual({ player: ANSWER });
    expect(sessionStorage.getItem('FOLDERS')).toBe('[]');
    expect(JSON.parse(sessionStorage.getItem('CURENT_PLAYER')!)).toEqual(ANSWER);
  });
});
