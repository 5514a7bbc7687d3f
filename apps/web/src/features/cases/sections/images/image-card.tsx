import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '@coulisses/shared/languages';
import { imageMediaType } from '@coulisses/shared/scenario/case-images';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { imageDataUri } from '../../editor/image-data';
import { ProblemList } from '../folders/field-anchors';
import { FileButton } from './file-button';
import { base64Bytes, formatSize, imageUses, readBase64 } from './image-files';
import { ImageUses } from './image-uses';
import { useImageRefusal } from './use-image-refusal';

/**
 * One image of the case: a thumbnail, its name and size, the problems the checks found in it
 * (an SVG's words), and buttons to replace it by a file of its kind or remove it — asking
 * first, and saying what shows it.
 */
export function ImageCard({ path, onRefused }: { path: string; onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const refusalOf = useImageRefusal();
  const problems = useFieldProblems(path, '', true);
  const [asking, setAsking] = useState(false);
  const base64 = editor.files[path] ?? '';
  const type = imageMediaType(path) ?? '';
  const name = path.replace(/^images\//, '');

  const replace = async (file: File | undefined) => {
    if (!file) return;
    const refusal =
      refusalOf(file) ??
      (file.type === type ? undefined : t('cases.images.refusedKind', { name: file.name, path }));
    if (refusal) onRefused(refusal);
    else editor.setFile(path, await readBase64(file));
  };

  return (
    <Paper
      variant="outlined"
      id={fieldId(path, '')}
      tabIndex={-1}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        '&:focus-visible': { outline: '2px solid' },
      }}
    >
      <Box sx={{ height: 120, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
        <Box
          component="img"
          src={imageDataUri(path, editor.files)}
          alt=""
          sx={{ maxWidth: '100%', maxHeight: 120, objectFit: 'contain' }}
        />
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatSize(base64Bytes(base64), htmlLang(reader))}
      </Typography>
      {problems.length > 0 && <ProblemList problems={problems} placed />}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <FileButton
          size="small"
          accept={type}
          disabled={editor.installed}
          inputLabel={t('cases.images.replaceNamed', { name })}
          onFile={(file) => void replace(file)}
        >
          {t('cases.images.replace')}
        </FileButton>
        <Button
          size="small"
          color="error"
          disabled={editor.installed}
          onClick={() => setAsking(true)}
          aria-label={t('cases.images.removeNamed', { name })}
        >
          {t('cases.images.remove')}
        </Button>
      </Stack>
      {asking && (
        <ConfirmDialog
          title={t('cases.images.removeTitle', { name })}
          confirmLabel={t('cases.images.remove')}
          onConfirm={async () => {
            editor.setFile(path, null);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        >
          <ImageUses uses={imageUses(editor.objects, editor.files, path)} />
        </ConfirmDialog>
      )}
    </Paper>
  );
}
