import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import type { Pin, PinVote } from '@coulisses/shared/team/pin.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { formatTime } from '../../../../lib/date-time';
import { pinTally, pinWords } from './pin-words';

/**
 * One clue of the team's board in the reader's words: what it is, what it names, who pinned
 * it, and the members' word on it — the reader's own pressed, to give, change or take back.
 */
export function PinCard({
  pin,
  reader,
  members,
  you,
  onVote,
  onRemove,
}: {
  pin: Pin;
  reader: Language;
  members: readonly TeamMember[];
  you: string;
  onVote: (vote: PinVote | null) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const mainId = useId();
  const [busy, setBusy] = useState(false);
  const words = pinWords(t, pin, reader, members, you);
  const tally = pinTally(t, pin, reader, members, you);
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const voteButton = (vote: PinVote, count: number) => (
    <Button
      size="small"
      variant={tally.yours === vote ? 'contained' : 'outlined'}
      color={vote === 'confirmed' ? 'secondary' : 'inherit'}
      aria-pressed={tally.yours === vote}
      aria-describedby={mainId}
      disabled={busy}
      onClick={() => act(() => onVote(tally.yours === vote ? null : vote))}
    >
      {t(vote === 'confirmed' ? 'game.board.confirmed' : 'game.board.ruledOut', { number: count })}
    </Button>
  );
  return (
    <Box
      component="li"
      data-testid={`pin-${pin.id}`}
      data-kind={pin.reference.kind}
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255, 255, 255, 0.03)',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
        <Chip size="small" label={words.kind} />
        {words.language && <Chip size="small" variant="outlined" label={words.language.label} />}
      </Box>
      <Typography
        id={mainId}
        lang={words.language?.code}
        sx={{
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
          ...(words.literal ? { fontFamily: '"Cousine", monospace', fontSize: '1.05rem' } : {}),
        }}
      >
        {words.main}
      </Typography>
      {words.detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {words.detail}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {words.author} · <time dateTime={pin.createdAt}>{formatTime(pin.createdAt, reader)}</time>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {voteButton('confirmed', tally.confirmed)}
        {voteButton('ruled-out', tally.ruledOut)}
        {pin.authorId === you && (
          <Button
            size="small"
            color="inherit"
            disabled={busy}
            onClick={() => act(onRemove)}
            aria-label={t('game.board.removeNamed', { what: words.main })}
          >
            {t('game.board.remove')}
          </Button>
        )}
      </Box>
      {(tally.confirmedBy || tally.ruledOutBy) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {[tally.confirmedBy, tally.ruledOutBy].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
