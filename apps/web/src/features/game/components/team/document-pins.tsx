import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBoard } from './board-context';
import { PinIcon } from './pin-icon';

/** The class of a passage's pin button, by which the first one takes the focus. */
const PASSAGE_PIN = 'passage-pin';

/**
 * Choosing a passage of the document to pin (docs/product.md#team-board): while on, each
 * passage has a small pin button at its start — buttons a keyboard reaches, shown only
 * then, so that reading on a phone is never cluttered. Pinning one ends it, as does another
 * document. `passage` keeps its identity while it lasts (markdown.tsx).
 */
export function usePassagePins(documentId: string | undefined, container: () => HTMLElement | null) {
  const { t } = useTranslation();
  const board = useTeamBoard();
  const [choosing, setChoosing] = useState<string>();
  const active = board !== null && documentId !== undefined && choosing === documentId;
  const stop = useCallback(() => setChoosing(undefined), []);
  const start = useCallback(() => setChoosing(documentId), [documentId]);
  const passage = useCallback(
    (block: number): ReactNode => (
      <IconButton
        className={PASSAGE_PIN}
        size="small"
        sx={{ width: 28, height: 28, mr: 0.5, verticalAlign: 'text-bottom', color: 'secondary.main' }}
        aria-label={t('game.board.pinPassage', { number: block + 1 })}
        onClick={() => {
          if (!board || !documentId) return;
          void board.pin({ kind: 'passage', documentId, block }).then((pinned) => pinned && stop());
        }}
      >
        <PinIcon fontSize="small" />
      </IconButton>
    ),
    [t, board, documentId, stop],
  );
  // Another document, or none, ends the choice.
  useEffect(() => {
    if (documentId === undefined) setChoosing(undefined);
  }, [documentId]);
  // The first passage's button takes the focus: a keyboard goes on from there.
  useEffect(() => {
    if (active) container()?.querySelector<HTMLElement>(`.${PASSAGE_PIN}`)?.focus();
  }, [active, container]);
  return { choosing: active, start, stop, passage: active ? passage : undefined };
}

/** A document's actions on the team's board: pin it whole or one of its passages, and open the board. */
export function DocumentPinActions({
  documentId,
  onChoosePassage,
}: {
  documentId: string;
  onChoosePassage: () => void;
}) {
  const { t } = useTranslation();
  const board = useTeamBoard();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Choosing a passage hands the focus to the passages' first pin, not back to this button.
  const [handingOver, setHandingOver] = useState(false);
  if (!board) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<PinIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setHandingOver(false);
          setAnchor(event.currentTarget);
        }}
      >
        {t('game.board.pin')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        disableRestoreFocus={handingOver}
      >
        <MenuItem
          onClick={() => {
            close();
            void board.pin({ kind: 'document', documentId });
          }}
        >
          {t('game.board.pinDocument')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setHandingOver(true);
            close();
            onChoosePassage();
          }}
        >
          {t('game.board.pinPassageMode')}
        </MenuItem>
      </Menu>
      <Button onClick={board.open}>{t('game.board.open')}</Button>
    </>
  );
}
