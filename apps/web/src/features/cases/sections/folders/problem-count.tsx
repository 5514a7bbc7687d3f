import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** How many problems a collapsed part holds, said in words (never by colour alone). */
export function ProblemCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Chip size="small" color="error" variant="outlined" label={t('cases.folders.problemCount', { count })} />
  );
}
