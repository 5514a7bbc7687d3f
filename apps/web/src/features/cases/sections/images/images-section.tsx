import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImagePath } from '@coulisses/shared/case/case.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { ImageCard } from './image-card';
import { ImageUpload } from './image-upload';

/**
 * The case's images (content/README.md, images; docs/product.md#case-editor, what a case may
 * hold): each with its thumbnail, name and size, added, replaced and removed here. The server
 * vets each on save — an SVG carrying script is refused — and the save state says so.
 */
export function ImagesSection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const [refusal, setRefusal] = useState<string>();
  const images = Object.keys(editor.files).filter(isImagePath).sort();
  return (
    <Box component="section" aria-labelledby="case-images-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="case-images-heading" component="h2" variant="h5">
          {t('cases.images.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cases.images.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cases.images.limits')}
        </Typography>
      </Box>
      <ImageUpload />
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      {images.length === 0 ? (
        <Typography color="text.secondary">{t('cases.images.none')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
          }}
        >
          {images.map((path) => (
            <li key={path}>
              <ImageCard path={path} onRefused={setRefusal} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
