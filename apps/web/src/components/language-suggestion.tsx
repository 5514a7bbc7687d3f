import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, htmlLang, type Language } from '@coulisses/shared/languages';
import { chooseLanguage, rememberLanguage, suggestedLanguage } from '../lib/language-memory';
import './language-suggestion.css';

/**
 * The first screen stays in French (as the product requires); a browser set to English, Spanish or Greek is
 * offered its language in one tap, in that language. Declining keeps French and is
 * remembered like any choice. Looked up after the first render, so that the page
 * prerendered at build time hydrates unchanged (docs/decisions/0008-the-register-route-budget.md);
 * fixed at the top of the screen, so that its arrival moves nothing. Plain elements: it is
 * part of /register's form (docs/decisions/0028-react-renders-what-ships.md).
 */
export function LanguageSuggestion({ onChoose }: { onChoose?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const [offered, setOffered] = useState<Language | undefined>();
  useEffect(() => setOffered(suggestedLanguage()), []);
  // A language picked some other way (the select) answers the question too.
  if (!offered || i18n.language !== DEFAULT_LANGUAGE) return null;

  const answer = (language: Language) => {
    setOffered(undefined);
    if (language === DEFAULT_LANGUAGE) rememberLanguage(language);
    else chooseLanguage(language);
    onChoose?.(language);
  };

  return (
    <div lang={htmlLang(offered)} data-testid="language-suggestion" className="language-suggestion">
      <p className="language-suggestion-question">{t(`languageSuggestion.${offered}.question`)}</p>
      <span className="language-suggestion-answers">
        <button type="button" className="language-suggestion-accept" onClick={() => answer(offered)}>
          {t(`languageSuggestion.${offered}.accept`)}
        </button>
        <button
          type="button"
          className="language-suggestion-dismiss"
          onClick={() => answer(DEFAULT_LANGUAGE)}
        >
          {t(`languageSuggestion.${offered}.dismiss`)}
        </button>
      </span>
    </div>
  );
}
