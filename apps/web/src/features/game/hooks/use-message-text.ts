import type { Message } from '@coulisses/shared/message/message.schema';
import { htmlLang, isLanguage } from '@coulisses/shared/languages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How a message reads in the player's language: a title by kind ("Hint from the game
 * master"), the game master's own words as plain text, or for a warning the minutes left
 * worded here (the server sends no text for it), and the time it was sent.
 */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? htmlLang(i18n.language) : undefined;

  const title = useCallback((message: Message) => t(`game.messages.from.${message.kind}`), [t]);

  const body = useCallback(
    (message: Message) =>
      message.kind === 'warning'
        ? t('game.messages.minutesLeft', { count: message.minutesLeft ?? 0 })
        : (message.body ?? ''),
    [t],
  );

  const time = useCallback(
    (message: Message) => {
      const sent = new Date(message.sentAt);
      if (Number.isNaN(sent.getTime())) return '';
      return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(sent);
    },
    [locale],
  );

  return { title, body, time };
}
