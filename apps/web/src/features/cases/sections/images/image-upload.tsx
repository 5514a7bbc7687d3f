import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@coulisses/shared/languages';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { FileButton } from './file-button';
import { IMAGE_ACCEPT, IMAGE_KINDS, imageName, imagePath, readBase64, type ImageType } from './image-files';
import { useImageRefusal } from './use-image-refusal';

interface Chosen {
  name: string;
  extension: string;
  base64: string;
}

/**
 * Adds an image to the case (content/README.md, images): a file chosen, refused before it is
 * sent when it is not a PNG, JPEG, WebP or SVG or is over its size, then named — one file for
 * every language, or, for an image with words, this language's (`images/plan.fr.svg`).
 */
export function ImageUpload() {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const refusalOf = useImageRefusal();
  const [refusal, setRefusal] = useState<string>();
  const [chosen, setChosen] = useState<Chosen>();
  const [language, setLanguage] = useState<Language | ''>('');
  const path = chosen && imagePath(imageName(chosen.name), chosen.extension, language || undefined);
  const exists = path !== undefined && editor.files[path] !== undefined;

  const choose = async (file: File | undefined) => {
    setChosen(undefined);
    setRefusal(file && refusalOf(file));
    if (!file || refusalOf(file)) return;
    const base64 = await readBase64(file);
    setChosen({
      name: imageName(file.name),
      extension: IMAGE_KINDS[file.type as ImageType].extension,
      base64,
    });
  };
  const add = () => {
    if (!chosen || !path || exists) return;
    editor.setFile(path, chosen.base64);
    setChosen(undefined);
    setLanguage('');
  };

  return (
    <Stack spacing={1.5}>
      <Box>
        <FileButton
          variant="contained"
          accept={IMAGE_ACCEPT}
          disabled={editor.installed}
          onFile={(file) => void choose(file)}
        >
          {t('cases.images.upload')}
        </FileButton>
      </Box>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      {chosen && path && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <TextField
              label={t('cases.images.name')}
              value={chosen.name}
              onChange={(event) =>
                // Cleaned as typed, and whole when the path is made: a dash may still be typed.
                setChosen({ ...chosen, name: event.target.value.toLowerCase().replace(/[^a-z0-9-]+/g, '-') })
              }
              error={exists}
              helperText={exists ? t('cases.images.nameTaken', { path }) : path}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            />
            <TextField
              select
              label={t('cases.images.words')}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language | '')}
              helperText={t('cases.images.wordsHint')}
            >
              <MenuItem value="">{t('cases.images.noWords')}</MenuItem>
              {editor.objects.scenario.languages.map((each) => (
                <MenuItem key={each} value={each}>
                  {t('cases.images.wordsIn', { language: languageName(each, reader) })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={add} disabled={exists}>
              {t('cases.images.add', { path })}
            </Button>
            <Button onClick={() => setChosen(undefined)}>{t('common.cancel')}</Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
