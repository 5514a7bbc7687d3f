import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockView } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../../test/render-translated';
import { OthersStore, TeamPresenceContext, type TeamPresenceOf } from '../../hooks/use-team-presence';
import { LockForm } from '../lock-form';

const lock: LockView = {
  id: 'security-computer',
  kind: 'code',
  prompt: 'The year on the plaque.',
  answerForm: { kind: 'digits', length: 4 },
  hintsTaken: [],
  hintCount: 3,
  nextHintPenaltySeconds: 60,
  wrongAttempts: 0,
  freeAttemptsLeft: 3,
  wrongAttemptPenaltySeconds: 30,
};

const teammate = (playerId: string, label: string, fields: Partial<TeamPresenceOf> = {}): TeamPresenceOf => ({
  playerId,
  nickname: label,
  label,
  colour: 1,
  lockId: lock.id,
  documentId: null,
  typing: false,
  cursor: null,
  seenAt: 0,
  ...fields,
});

async function renderLock(lang: 'en' | 'gr' = 'en') {
  const others = new OthersStore();
  const announce = vi.fn();
  await renderTranslated(
    <TeamPresenceContext.Provider value={{ others, announce }}>
      <LockForm lock={lock} disabled={false} onAttempt={async () => 'wrong'} onHint={async () => {}} />
      <button type="button">Elsewhere</button>
    </TeamPresenceContext.Provider>,
    lang,
  );
  return { others, announce, line: screen.getByTestId('presence-line') };
}

afterEach(cleanup);

describe('a lock’s presence', () => {
  it('says the lock while the focus is in its form, and nothing once it leaves', async () => {
    const { announce } = await renderLock();
    const user = userEvent.setup();
    await user.click(screen.getByTestId(`answer-${lock.id}`));
    expect(announce.mock.calls).toEqual([[{ lockId: lock.id }]]);
    // Within the form (its button): still on it.
    await user.tab();
    expect(announce).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(announce.mock.calls.at(-1)).toEqual([{ lockId: null }]);
  });

  it('shows the teammates on it by name, politely, and nothing — no room — for another lock', async () => {
    const { others, line } = await renderLock();
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(line.childElementCount).toBe(0);
    act(() => others.set([teammate('nikos', 'Nikos', { lockId: 'desk-drawer' })]));
    expect(line.childElementCount).toBe(0);
    act(() => others.set([teammate('nikos', 'Nikos'), teammate('eleni', 'Eleni', { colour: 2 })]));
    expect(line.textContent).toBe('Nikos and Eleni are trying this lock');
    act(() => others.set([]));
    expect(line.childElementCount).toBe(0);
  });

  it('names the teammate before a colon in Greek, with no article to agree', async () => {
    const { others, line } = await renderLock('gr');
    act(() => others.set([teammate('nikos', 'Νίκος')]));
    expect(line.textContent).toBe('Νίκος: δοκιμάζει αυτή την κλειδαριά');
  });
});
