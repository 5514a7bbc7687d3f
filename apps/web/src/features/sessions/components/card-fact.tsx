import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import { capitaliseFirst, languageName } from '../../../lib/language-name';

/** A card's facts: a description list of terms and their values, side by side. */
export function CardFacts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

/** One fact of a card: a term and its value, in the card's description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** The languages a case is written in, named in the reader's language; none, no fact. */
export function LanguagesFact({
  codes,
  language,
  listFormat,
}: {
  codes: readonly Language[];
  language: Language;
  listFormat: Intl.ListFormat;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  const names = codes.map((code) => languageName(code, language));
  return (
    <Fact term={t('admin.scenarios.languages')}>{capitaliseFirst(listFormat.format(names), language)}</Fact>
  );
}
