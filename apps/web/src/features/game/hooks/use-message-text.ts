import type { Message } from '@coulisses/shared/message/message.schema';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n';
import { formatTime } from '../../../lib/date-time';

/**
 * How a message reads in the player's language: a title by kind ("Hint from the game
 * master"), the game master's own words as plain text, or for a warning the minutes left
 * worded here (the server sends no text for it), and the time it was sent.
 */
export function useMessageText() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();

  // A hint of the case names its lock (docs/product.md#case-hints); its words come in the player's language.
  const title = useCallback(
    (message: Message) =>
      message.caseHint?.lockTitle
        ? t('game.messages.caseHint', { title: message.caseHint.lockTitle })
        : t(`game.messages.from.${message.kind}`),
    [t],
  );

  const body = useCallback(
    (message: Message) =>
      message.kind === 'warning'
        ? t('game.messages.minutesLeft', { count: message.minutesLeft ?? 0 })
        : (message.body ?? ''),
    [t],
  );

  const time = useCallback((message: Message) => formatTime(message.sentAt, lang), [lang]);

  return { title, body, time };
}
