import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ImportCaseButton } from './import-case-button';

/** Above the library's cards: write a new case, or import one (docs/product.md#case-library). */
export function LibraryToolbar({
  onNewCase,
  onImported,
}: {
  onNewCase: () => void;
  onImported: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button variant="contained" onClick={onNewCase}>
        {t('admin.scenarios.createCase')}
      </Button>
      <ImportCaseButton onImported={onImported} />
    </Box>
  );
}
