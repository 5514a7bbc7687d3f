import fs from 'node:fs/promises';
import path from 'node:path';
import { htmlLang, LANGUAGES, type Language } from '@coulisses/shared/languages';
import type { MessageKind } from '@coulisses/shared/message/message.schema';
import { MESSAGE_KINDS } from '@coulisses/shared/message/message.schema';

/**
 * The words of a push notification, read from the web app's own translation files so a
 * notification says what the game screen says (docs/product.md#push-notifications): the title is
 * `game.messages.from.<kind>`, a warning's body `game.messages.minutesLeft` with its
 * plural forms (i18next's `_one`, `_other`… suffixes, chosen by Intl.PluralRules).
 */
export interface PushTexts {
  title: (lang: Language, kind: MessageKind) => string;
  minutesLeft: (lang: Language, count: number) => string;
  /**
   * A teammate's proposed accusation (docs/product.md#team-accusation): `game.proposal.push.title`,
   * and `game.proposal.push.body` naming its proposer (`bodyUnnamed` when they have no nickname).
   */
  proposal: (lang: Language, name: string | null) => { title: string; body: string };
}

interface LanguageTexts {
  titles: Record<MessageKind, string>;
  proposal: { title: string; body: string; bodyUnnamed: string };
  /** By plural category: one, other, few… */
  minutesLeft: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  plural: Intl.PluralRules;
}

const PLURAL_CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
}

async function readLanguage(dir: string, lang: Language): Promise<LanguageTexts> {
  const file = path.join(dir, `${lang}.json`);
  let tree: unknown;
  try {
    tree = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `I18N_DIR: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const text = (key: string) => {
    const value = lookup(tree, key);
    if (typeof value !== 'string') throw new Error(`I18N_DIR: ${file} has no text for ${key}`);
    return value;
  };
  const titles = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [kind, text(`game.messages.from.${kind}`)]),
  ) as Record<MessageKind, string>;
  const minutesLeft: LanguageTexts['minutesLeft'] = { other: text('game.messages.minutesLeft_other') };
  for (const category of PLURAL_CATEGORIES) {
    const value = lookup(tree, `game.messages.minutesLeft_${category}`);
    if (typeof value === 'string') minutesLeft[category] = value;
  }
  const proposal = {
    title: text('game.proposal.push.title'),
    body: text('game.proposal.push.body'),
    bodyUnnamed: text('game.proposal.push.bodyUnnamed'),
  };
  return { titles, minutesLeft, proposal, plural: new Intl.PluralRules(htmlLang(lang)) };
}

/** Reads the four languages once, at start: a missing file or text stops the server with its name. */
export async function loadPushTexts(dir: string): Promise<PushTexts> {
  const entries = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, await readLanguage(dir, lang)] as const),
  );
  const texts = Object.fromEntries(entries) as Record<Language, LanguageTexts>;
  return {
    title: (lang, kind) => texts[lang].titles[kind],
    minutesLeft: (lang, count) => {
      const forms = texts[lang].minutesLeft;
      const template = forms[texts[lang].plural.select(count)] ?? forms.other;
      return template.replaceAll('{{count}}', String(count));
    },
    proposal: (lang, name) => {
      const words = texts[lang].proposal;
      return {
        title: words.title,
        body: name === null ? words.bodyUnnamed : words.body.replaceAll('{{name}}', name),
      };
    },
  };
}
