import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SealedVerdict as Sealed } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../test/render-translated';
import { SealedVerdict } from './sealed-verdict';

const sealed = (who: string, reason: Sealed['reason']): Sealed => ({
  answers: [
    { questionId: 'who', prompt: 'Who?', given: who },
    { questionId: 'how', prompt: 'How?', given: 'The service lift' },
  ],
  pointsAtStake: 600,
  reason,
});

afterEach(cleanup);

describe('the sealed verdict', () => {
  it('shows the player’s own answers under seal, never whether they are right', async () => {
    await renderTranslated(<SealedVerdict verdict={sealed('Clara Jansen', 'session')} />);
    const envelope = screen.getByTestId('sealed-verdict');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Investigation over — accusation sealed',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Your accusation');
    expect(envelope.textContent).toContain('Clara Jansen');
    expect(envelope.textContent).not.toMatch(/Solène|right answer|wrong/i);
    expect(screen.getByTestId('points-at-stake').textContent).toBe(
      'Your accusation can earn up to 600 more points, counted when the seal is broken.',
    );
    // Everyone in the session waits: nothing to explain.
    expect(screen.queryByTestId('sealed-reason')).toBeNull();
  });

  // docs/product.md#debrief-release: in a self-paced session, where others read the
  // solution at once, the seal says why — the player's way there, whatever their answers.
  it.each([
    ['lastHint', 'unless you took the last hint for a lock'],
    ['timeUp', 'unless your time ran out before you opened the accusation folder'],
  ] as const)(
    'says why it waits (%s), in the same words for a right and a wrong accusation',
    async (reason, why) => {
      const { rerender } = await renderTranslated(<SealedVerdict verdict={sealed('Clara Jansen', reason)} />);
      const wrong = screen.getByTestId('sealed-verdict').textContent!;
      expect(screen.getByTestId('sealed-reason').textContent).toContain(why);
      expect(screen.getByTestId('sealed-reason').textContent).toContain('right or wrong');
      rerender(<SealedVerdict verdict={sealed('Solène Garnier', reason)} />);
      const right = screen.getByTestId('sealed-verdict').textContent!;
      expect(right.replace('Solène Garnier', '…')).toBe(wrong.replace('Clara Jansen', '…'));
    },
  );

  it('reads in French without « Affaire classée »', async () => {
    await renderTranslated(<SealedVerdict verdict={sealed('Clara Jansen', 'lastHint')} />, 'fr');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Enquête bouclée — accusation sous scellés',
    );
    expect(screen.getByTestId('sealed-reason').textContent).toMatch(/qu’elle soit juste ou non\.$/);
  });
});
