import { useEffect } from 'react';

/**
 * The browser tab's title for the screen: its parts, most specific first, joined by dashes
 * ("Dossiers de l’enquête — Le dernier acte — Coulisses"). The callers pass translated
 * texts, so the title follows a change of language. Parts not known yet are left out; a
 * title set over a screen (a dialog's) gives the screen's back when it goes.
 */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = parts.filter(Boolean).join(' — ');
  const own = parts[0] !== undefined;
  useEffect(() => {
    if (!own) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [own, title]);
}
