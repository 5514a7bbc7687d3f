import type { FolderView } from '@coulisses/shared/game/game.schema';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A lock just opened is said to screen readers, and the focus goes to the first folder it
 * opened. Returns the words to put in a polite live region.
 */
export function useLockOpenedFocus() {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');

  const announceOpened = useCallback(
    (opening: FolderView[]) => {
      setAnnouncement(opening.map((folder) => t('game.lock.opened', { folder: folder.title })).join(' '));
      const first = opening[0];
      // After the render that unfolds it, so that the header is there to take the focus.
      if (first)
        window.setTimeout(() => window.document.getElementById(`folder-${first.id}-header`)?.focus(), 0);
    },
    [t],
  );

  return { announcement, announceOpened };
}
