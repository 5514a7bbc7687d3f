import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { NumberField } from '../../editor/number-field';
import { CardSettings } from './card-settings';
import { LanguagesPart } from './languages-part';

/**
 * The case as the library shows it (docs/product.md#case-library): first the languages it is
 * written in (docs/product.md#case-editor), then its title and tagline, its duration, and its
 * card — pitch, cover, difficulty, who plays it.
 */
export function CardSection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const cardHeadingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId} sx={{ mb: 2 }}>
        {t('cases.card.heading')}
      </Typography>
      <Stack spacing={3}>
        <LanguagesPart />
        <Divider />
        <LocalisedTextField label={t('cases.card.title')} path={['title']} />
        <LocalisedTextField label={t('cases.card.tagline')} path={['tagline']} multiline />
        <NumberField
          label={t('cases.card.duration')}
          value={editor.objects.scenario.durationMinutes}
          min={5}
          max={600}
          onChange={(minutes) =>
            editor.edit((objects) => {
              objects.scenario.durationMinutes = minutes;
            })
          }
          field="durationMinutes"
          whole
          helper={t('cases.card.durationHelp')}
        />
        <Divider />
        <Box component="section" aria-labelledby={cardHeadingId}>
          <Typography variant="h6" component="h3" id={cardHeadingId}>
            <span id={fieldId('scenario.json', 'card')} tabIndex={-1}>
              {t('cases.card.card.heading')}
            </span>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('cases.card.card.intro')}
          </Typography>
          <CardSettings />
        </Box>
      </Stack>
    </Box>
  );
}
