import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { imageUses } from './image-files';

/** What shows an image, said before it is removed: each becomes a broken image the checks flag. */
export function ImageUses({ uses }: { uses: ReturnType<typeof imageUses> }) {
  const { t } = useTranslation();
  const lines = [
    ...uses.markdown.map((file) => t('cases.images.usedIn', { file })),
    ...uses.locks.map((lock) => t('cases.images.usedByLock', { lock })),
    ...(uses.cover ? [t('cases.images.usedAsCover')] : []),
  ];
  if (lines.length === 0) return <>{t('cases.images.unused')}</>;
  return (
    <>
      {t('cases.images.used', { count: lines.length })}
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </>
  );
}
