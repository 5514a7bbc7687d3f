import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderView, LockView } from '@coulisses/shared/game/game.schema';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { FolderIcon } from './folder-icons';
import { LockEntry } from './lock-entry';
import type { AttemptOutcome, LockAnswer } from './lock-frame';
import { PresenceMark } from './team/presence-line';
import { LockPinButton } from './team/lock-pin-button';

interface FolderListProps {
  /** Whose folders: a spot lock asks for its picture in their name. */
  player: Pick<RegisteredPlayer, 'id' | 'token' | 'lang'>;
  folders: FolderView[];
  expanded: string[];
  onToggle: (folderId: string, open: boolean) => void;
  canPlay: boolean;
  onOpenDocument: (documentId: string) => void;
  onAttempt: (lock: LockView, answer: LockAnswer) => Promise<AttemptOutcome>;
  onHint: (lock: LockView) => Promise<void>;
}

/**
 * The case's folders as the player has earned them (docs/product.md#folders): open ones list
 * their documents, locked ones show the lock to crack, solved ones are marked so. Memoized:
 * the unfolded folders keep their documents and locks drawn, which a tap elsewhere (a document
 * opening, an answer on its way) has no need to draw again.
 */
export const FolderList = memo(function FolderList({
  player,
  folders,
  expanded,
  onToggle,
  canPlay,
  onOpenDocument,
  onAttempt,
  onHint,
}: FolderListProps) {
  const { t } = useTranslation();
  return (
    <Box data-testid="folders">
      {folders.map((folder) => (
        <Accordion
          key={folder.id}
          data-testid={`folder-${folder.id}`}
          data-status={folder.status}
          expanded={expanded.includes(folder.id)}
          onChange={(_event, open) => onToggle(folder.id, open)}
          disableGutters
          sx={{
            mb: 1.5,
            bgcolor: folder.status === 'locked' ? 'rgba(31, 16, 19, 0.92)' : 'rgba(44, 24, 22, 0.95)',
            borderLeft: 4,
            borderColor: folder.status === 'locked' ? 'primary.main' : 'secondary.main',
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<FolderIcon kind="expand" />}
            aria-controls={`folder-${folder.id}-content`}
            id={`folder-${folder.id}-header`}
            // The button (inside the accordion's own h3) is named by what it shows — title,
            // status, summary — so that a voice user can say what they see
            // (docs/decisions/0012-accessibility-baseline.md).
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FolderIcon
                  kind={folder.status}
                  fontSize="small"
                  sx={{ color: folder.status === 'locked' ? 'text.secondary' : 'secondary.main' }}
                />
                <Typography
                  variant="h6"
                  component="span"
                  id={`folder-${folder.id}-title`}
                  sx={{ flexGrow: 1 }}
                >
                  {folder.title}
                </Typography>
                <Chip
                  id={`folder-${folder.id}-status`}
                  size="small"
                  variant={folder.status === 'locked' ? 'outlined' : 'filled'}
                  color={folder.status === 'solved' ? 'secondary' : 'default'}
                  label={t(`game.folderStatus.${folder.status}`)}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" id={`folder-${folder.id}-summary`}>
                {folder.summary}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`folder-${folder.id}-content`}>
            {folder.documents && (
              <List dense aria-label={t('game.documents.listLabel', { folder: folder.title })}>
                {/* A list of items, each a real button: a screen reader counts the documents. */}
                {folder.documents.map((doc) => (
                  <ListItem key={doc.id} disablePadding>
                    <ListItemButton
                      component="button"
                      onClick={() => onOpenDocument(doc.id)}
                      data-testid={`open-${doc.id}`}
                      sx={{ borderRadius: 1, minHeight: 44, width: '100%', textAlign: 'left' }}
                    >
                      <ListItemText
                        primary={doc.title}
                        secondary={
                          // One line, the teammates reading it beside its kind (docs/product.md#team-presence).
                          <Box
                            component="span"
                            sx={{ display: 'flex', gap: 1, minWidth: 0, whiteSpace: 'nowrap' }}
                          >
                            <Box component="span" sx={{ flexShrink: 0 }}>
                              {t(`game.documentStyle.${doc.style}`)}
                            </Box>
                            <PresenceMark documentId={doc.id} />
                          </Box>
                        }
                        slotProps={{ primary: { component: 'span' }, secondary: { component: 'span' } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {folder.locks?.map((lock) => (
              <Box key={lock.id} data-testid={`lock-${lock.id}`}>
                <LockPinButton lockId={lock.id} />
                <LockEntry
                  player={player}
                  lock={lock}
                  disabled={!canPlay}
                  onAttempt={(answer) => onAttempt(lock, answer)}
                  onHint={() => onHint(lock)}
                />
              </Box>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
});
