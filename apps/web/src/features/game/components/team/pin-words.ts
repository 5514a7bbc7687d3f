import type { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { Pin, PinVote } from '@coulisses/shared/team/pin.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { formatList } from '../../../../lib/format-number';
import { languageName } from '../../../../lib/language-name';
import { memberName } from './team-members';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A pin in words, as one member reads it (docs/product.md#team-board). */
export interface PinWords {
  /** What it is: « Pièce », “Time”, «Κωδικός»… */
  kind: string;
  /** Its main line: the case's title or name in the reader's language, a value or a text as written. */
  main: string;
  /** A passage's words, quoted, or a person's role; null when there is none. */
  detail: string | null;
  /** A free text's language: its code for the page's `lang`, and its name in the reader's language. */
  language: { code: string; label: string } | null;
  /** Who pinned it, the reader in the second person. */
  author: string;
  /** A value is read as it is written: drawn as a code. */
  literal: boolean;
}

/** A reader's words for a pin: the case's texts are the server's, in the reader's language; the rest is theirs. */
export function pinWords(
  t: Translate,
  pin: Pin,
  reader: Language,
  members: readonly TeamMember[],
  you: string,
): PinWords {
  const { reference } = pin;
  const author = t('game.board.pinnedBy', {
    name: memberName(t, members, pin.authorId, pin.authorNickname),
    ...(pin.authorId === you ? { context: 'you' } : {}),
  });
  const named = pin.title ?? t('game.board.gone');
  const base = { author, detail: null, language: null, literal: false };
  switch (reference.kind) {
    case 'document':
    case 'lock':
      return { ...base, kind: t(`game.board.kind.${reference.kind}`), main: named };
    case 'passage':
      return {
        ...base,
        kind: t('game.board.kind.passage'),
        main: named,
        detail: pin.detail === null ? null : t('game.board.quote', { text: pin.detail }),
      };
    case 'person':
      return { ...base, kind: t('game.board.kind.person'), main: named, detail: pin.detail };
    case 'value':
      return {
        ...base,
        kind: t(`game.board.valueKind.${reference.valueKind}`),
        main: reference.value,
        literal: true,
      };
    case 'text':
      return {
        ...base,
        kind: t('game.board.kind.text'),
        main: reference.text,
        language: {
          code: htmlLang(reference.language),
          label: t('game.board.language', { language: languageName(reference.language, reader) }),
        },
      };
  }
}

/** The members' words on a pin: how many of each, the reader's own, and who gave them. */
export interface PinTally {
  confirmed: number;
  ruledOut: number;
  yours: PinVote | null;
  /** « Confirmé par vous et Marc », or '' when nobody has. */
  confirmedBy: string;
  ruledOutBy: string;
}

export function pinTally(
  t: Translate,
  pin: Pin,
  reader: Language,
  members: readonly TeamMember[],
  you: string,
): PinTally {
  const names = (vote: PinVote) =>
    pin.votes
      .filter((voter) => voter.vote === vote)
      .map((voter) =>
        voter.playerId === you ? t('game.board.you') : memberName(t, members, voter.playerId, voter.nickname),
      );
  const confirmed = names('confirmed');
  const ruledOut = names('ruled-out');
  return {
    confirmed: confirmed.length,
    ruledOut: ruledOut.length,
    yours: pin.votes.find((voter) => voter.playerId === you)?.vote ?? null,
    confirmedBy: confirmed.length
      ? t('game.board.confirmedBy', { names: formatList(confirmed, reader) })
      : '',
    ruledOutBy: ruledOut.length ? t('game.board.ruledOutBy', { names: formatList(ruledOut, reader) }) : '',
  };
}
