import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@coulisses/shared/languages';
import { LANGUAGE_KEY } from '@coulisses/shared/storage-keys';

/**
 * The language chosen on this device, whatever the screen: it outlives a player leaving
 * the game and the admin's sign-in (docs/decisions/0011-back-leave-and-language.md).
 * Storage can be refused (a private window, a policy): the choice then lasts the page.
 */
export function rememberedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept: the interface still switches.
  }
}

/** A person's choice of language: the interface switches at once, and the device keeps it. */
export function chooseLanguage(language: Language): void {
  rememberLanguage(language);
  if (i18next.language !== language) void i18next.changeLanguage(language);
}

/** The browser's languages as ours: "el" (Greek's code) is our "gr", regions are ignored. */
function ourLanguage(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  const language = primary === 'el' ? 'gr' : primary;
  return isLanguage(language) ? language : undefined;
}

/**
 * The language to offer on the first screen, which stays in French (as the product requires): the first of
 * the browser's languages that the app speaks, when it is not French and nothing was
 * chosen on this device yet.
 */
export function suggestedLanguage(
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language | undefined {
  if (rememberedLanguage()) return undefined;
  const first = browserLanguages.map(ourLanguage).find((language) => language !== undefined);
  return first && first !== DEFAULT_LANGUAGE ? first : undefined;
}
