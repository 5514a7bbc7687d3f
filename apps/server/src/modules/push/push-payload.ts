import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { Message } from '@coulisses/shared/message/message.schema';
import type { PushPayload } from '@coulisses/shared/push/push.schema';
import type { PushTexts } from './push-texts.js';

/**
 * Push services take at most 4096 bytes of encrypted body, of which aes128gcm's header,
 * tag and padding take 103 (RFC 8291 §4, RFC 8188 §2): 3993 bytes of JSON could pass.
 * Staying at 3 KB leaves room for what a service adds or counts differently.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;
const ELLIPSIS = '…';

/** The notification for one language: the game screen's title, the game master's words or the warning. */
export function pushPayloadFor(message: Message, lang: Language, texts: PushTexts): PushPayload {
  const body =
    message.kind === 'warning' ? texts.minutesLeft(lang, message.minutesLeft ?? 0) : (message.body ?? '');
  return {
    kind: message.kind,
    messageId: message.id,
    title: texts.title(lang, message.kind),
    body,
    lang: htmlLang(lang),
    url: '/',
  };
}

const byteLength = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

/**
 * The payload as JSON, its body cut with an ellipsis when the whole would pass the limit.
 * The cut falls between user-perceived characters (an emoji or an accented letter stays
 * whole); the full text is in the game, where the notification leads.
 */
export function encodePushPayload(payload: PushPayload, maxBytes = PUSH_PAYLOAD_MAX_BYTES): string {
  if (byteLength(payload) <= maxBytes) return JSON.stringify(payload);
  const graphemes = [
    ...new Intl.Segmenter(payload.lang, { granularity: 'grapheme' }).segment(payload.body),
  ].map((part) => part.segment);
  const cut = (count: number) => ({
    ...payload,
    body: graphemes.slice(0, count).join('').trimEnd() + ELLIPSIS,
  });
  // The longest prefix that fits, by bisection: the JSON's length grows with the prefix.
  let fits = 0;
  let tooLong = graphemes.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (byteLength(cut(middle)) <= maxBytes) fits = middle;
    else tooLong = middle;
  }
  return JSON.stringify(cut(fits));
}
