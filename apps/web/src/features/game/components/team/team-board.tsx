import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { CloseIcon } from '../../../../components/close-icon';
import { useBackCloses } from '../../../../hooks/use-back-closes';
import { useBoardQuery, usePinActions } from '../../api/pins';
import { useTeamsQuery } from '../../api/teams';
import { useGameError } from '../../hooks/use-game-error';
import { PinCard } from './pin-card';
import { PinForm } from './pin-form';

/**
 * docs/product.md#team-board: the team's clues, each in the reader's language, and the form
 * that pins a person, a value or a note. On a phone it rises from the bottom and leaves the
 * top of the document being read in view; on a wider screen it stands at the side.
 */
export function TeamBoardSheet({
  player,
  teamId,
  open,
  onClose,
}: {
  player: RegisteredPlayer;
  teamId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  useBackCloses(open, onClose);
  const board = useBoardQuery(player, teamId, open);
  const teams = useTeamsQuery(player, false, open);
  const members = teams.data?.teams.find((team) => team.id === teamId)?.members ?? [];
  const actions = usePinActions(player, teamId);
  const refused = useGameError();
  const pins = board.data?.pins ?? [];
  const lang = i18n.language as Language;

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      // Over a document's dialog it is opened from, which a drawer's own layer sits under.
      sx={{ zIndex: (layers) => layers.zIndex.modal + 1 }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          // Beside the notes panel when it is open (notes-panel.tsx), never under it: above it
          // on a phone, to its left on a wider screen.
          sx: phone
            ? {
                bottom: 'var(--notes-inset-bottom, 0px)',
                maxHeight: 'min(75vh, calc(100dvh - var(--notes-inset-bottom, 0px) - 48px))',
                borderTopLeftRadius: 12,
                borderTopRightRadius: 12,
              }
            : { right: 'var(--notes-inset-right, 0px)', width: 440, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('game.board.title')}
        </Typography>
        {board.data && (
          <Typography variant="body2" color="text.secondary">
            {t('game.board.capacity', { pinned: pins.length, max: board.data.max })}
          </Typography>
        )}
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => setAdding(!adding)} aria-expanded={adding}>
          {adding ? t('game.board.addClose') : t('game.board.add')}
        </Button>
        {adding && <PinForm people={board.data?.people ?? []} onPinned={() => setAdding(false)} />}
        {board.data && pins.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('game.board.empty')}
          </Typography>
        )}
        {board.error && !board.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('game.board.failed')}
          </Typography>
        )}
        <Box
          component="ol"
          aria-labelledby={titleId}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}
        >
          {pins.map((pin) => (
            <PinCard
              key={pin.id}
              pin={pin}
              reader={lang}
              members={members}
              you={player.id}
              onVote={(vote) => actions.vote.mutateAsync({ pinId: pin.id, vote }).catch(refused)}
              onRemove={() => actions.remove.mutateAsync(pin.id).catch(refused)}
            />
          ))}
        </Box>
      </Box>
    </Drawer>
  );
}
