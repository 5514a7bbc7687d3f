import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, htmlLang, type Language } from '@coulisses/shared/languages';
import { chooseLanguage, rememberLanguage, suggestedLanguage } from '../lib/language-memory';

/**
 * The first screen stays in French (as the product requires); a browser set to English, Spanish or Greek is
 * offered its language in one tap, in that language. Declining keeps French and is
 * remembered like any choice. Looked up after the first render, so that the page
 * prerendered at build time hydrates unchanged (docs/decisions/0008-the-register-route-budget.md);
 * fixed at the top of the screen, so that its arrival moves nothing.
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
    <Paper
      elevation={8}
      lang={htmlLang(offered)}
      data-testid="language-suggestion"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        right: 8,
        mx: 'auto',
        maxWidth: 560,
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        border: 1,
        borderColor: 'secondary.main',
      }}
    >
      <Typography sx={{ flex: '1 1 12rem', py: 0.5 }}>
        {t(`languageSuggestion.${offered}.question`)}
      </Typography>
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginLeft: 'auto' }}>
        <Button variant="contained" size="small" color="secondary" onClick={() => answer(offered)}>
          {t(`languageSuggestion.${offered}.accept`)}
        </Button>
        <Button size="small" color="inherit" onClick={() => answer(DEFAULT_LANGUAGE)}>
          {t(`languageSuggestion.${offered}.dismiss`)}
        </Button>
      </span>
    </Paper>
  );
}
