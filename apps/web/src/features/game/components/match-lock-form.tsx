import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import { formatList } from '../../../lib/format-number';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useArrangedAttempt } from './arranged-attempt';
import { LockFrame, useRetryIn, type LockFormProps } from './lock-frame';

/** Left id → right id; a left item missing has no pair yet. */
type Pairs = Record<string, string>;

/**
 * A match lock (docs/product.md#locks): each item of the left list has a select of the right
 * list. Choosing never changes another select — a keyboard steps a closed select through its
 * options one by one, and each step would take a pair away elsewhere — so a right item chosen
 * twice is shown on both selects, and said before anything is sent, as is a pair missing.
 * Side by side on a wide screen, one pair under the other on a phone.
 */
export function MatchLockForm({ lock, disabled, onAttempt, onHint }: LockFormProps<ArrangedAnswer>) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const baseId = useId();
  const promptId = `${baseId}-prompt`;
  const retryIn = useRetryIn(lock.retryAt);
  const attempt = useArrangedAttempt(lock, onAttempt);
  const [pairs, setPairs] = useState<Pairs>({});

  const match = lock.match ?? { left: [], right: [], columns: { left: '', right: '' } };
  const rightLabel = new Map(match.right.map((item) => [item.id, item.label]));
  // Pairs of ids the lock no longer shows are not the player's to send.
  const paired = (leftId: string) => {
    const rightId = pairs[leftId];
    return rightId !== undefined && rightLabel.has(rightId) ? rightId : '';
  };
  const missing = match.left.filter((item) => paired(item.id) === '');
  /** The other left items a left item's right one is also chosen for. */
  const alsoFor = (leftId: string) => {
    const rightId = paired(leftId);
    return rightId === ''
      ? []
      : match.left.filter((item) => item.id !== leftId && paired(item.id) === rightId);
  };
  const twice = match.left.filter((item) => alsoFor(item.id).length > 0);
  const blocked = disabled || retryIn > 0;
  const selectId = (leftId: string) => `${baseId}-${leftId}`;

  const choose = (leftId: string, rightId: string) => {
    if (attempt.submitting) return;
    setPairs((current) => ({ ...current, [leftId]: rightId }));
    attempt.touch();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = missing[0] ?? twice[0];
    if (first) {
      attempt.sayMissing();
      // Where the first pair is missing or doubled: the player sees it, a screen reader reads its name.
      document.getElementById(selectId(first.id))?.focus();
      return;
    }
    void attempt.send(Object.fromEntries(match.left.map((item) => [item.id, paired(item.id)])));
  };

  const doubled = [...new Set(twice.map((item) => rightLabel.get(paired(item.id)) ?? ''))];
  // What is left to pair, or chosen twice, said once the player tries to send.
  const missingText =
    missing.length > 0
      ? t('game.lock.matchMissing', {
          items: formatList(
            missing.map((item) => item.label),
            lang,
          ),
        })
      : doubled.length > 0
        ? t('game.lock.matchTwice', { items: formatList(doubled, lang) })
        : undefined;

  return (
    <LockFrame
      lock={lock}
      disabled={disabled}
      retryIn={retryIn}
      {...attempt.frame(missingText, t('game.lock.formArranged'))}
      onSubmit={submit}
      onHint={onHint}
      promptId={promptId}
    >
      <Box
        role="group"
        aria-labelledby={promptId}
        data-testid={`match-${lock.id}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 1.5, sm: 1 },
          alignItems: 'center',
        }}
      >
        {/* The two headings over their columns; on a phone each select carries its own. */}
        <Typography
          aria-hidden
          variant="overline"
          color="text.secondary"
          sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.5 }}
        >
          {match.columns.left}
        </Typography>
        <Typography
          aria-hidden
          variant="overline"
          color="text.secondary"
          sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.5 }}
        >
          {match.columns.right}
        </Typography>
        {match.left.map((left) => {
          const nameId = `${selectId(left.id)}-name`;
          const labelId = `${selectId(left.id)}-label`;
          const unpaired = attempt.problem?.kind === 'missing' && paired(left.id) === '';
          const others = alsoFor(left.id);
          return (
            <Box key={left.id} sx={{ display: 'contents' }}>
              <Box sx={{ mt: { xs: 1, sm: 0 } }}>
                <Typography
                  variant="overline"
                  color="text.secondary"
                  aria-hidden
                  sx={{ display: { xs: 'block', sm: 'none' }, lineHeight: 1.5 }}
                >
                  {match.columns.left}
                </Typography>
                <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {left.label}
                </Typography>
              </Box>
              <TextField
                select
                fullWidth
                id={selectId(left.id)}
                label={match.columns.right}
                value={paired(left.id)}
                disabled={blocked}
                error={unpaired || others.length > 0}
                helperText={
                  others.length > 0
                    ? t('game.lock.matchAlso', {
                        other: formatList(
                          others.map((item) => item.label),
                          lang,
                        ),
                      })
                    : undefined
                }
                onChange={(event) => choose(left.id, event.target.value)}
                slotProps={{
                  // The phone's own picker, and a name that says which item it pairs.
                  select: { native: true },
                  inputLabel: { id: labelId, shrink: true },
                  htmlInput: {
                    'aria-labelledby': `${nameId} ${labelId}`,
                    'data-testid': `match-${lock.id}-${left.id}`,
                  },
                }}
              >
                <option value="">{t('game.lock.matchChoose')}</option>
                {match.right.map((right) => (
                  <option key={right.id} value={right.id}>
                    {right.label}
                  </option>
                ))}
              </TextField>
            </Box>
          );
        })}
      </Box>
    </LockFrame>
  );
}
