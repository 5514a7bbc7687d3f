import { useEffect } from 'react';

/**
 * The browser tab's title for the screen: its parts, most specific first, joined by dashes
 * ("Dossiers de l’enquête — Le dernier acte — Coulisses"). The callers pass translated
 * texts, so the title follows a change of language. Parts not known yet are left out.
 */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = parts.filter(Boolean).join(' — ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
