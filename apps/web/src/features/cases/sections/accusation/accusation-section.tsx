import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldState } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { freshId } from '../../editor/case-ids';
import { EditorIcon } from '../../editor/editor-icons';
import { readerText } from '../card/reader-text';
import { QUESTIONS } from './accusation-ids';
import { QuestionCard } from './question-card';
import { ScoringPart } from './scoring-part';

/**
 * The accusation (content/README.md, `accusation`): the folder it is made in, its intro, its
 * questions — who, how, why — each with its choices and its right answer; then the scoring
 * (docs/product.md#score).
 */
export function AccusationSection() {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const { scenario } = editor.objects;
  const questions = scenario.accusation.questions;
  const folderState = useFieldState('scenario.json', 'accusation.in');
  const folderTitle = (id: string) => readerText(editor.objects, reader, ['folders', id, 'title']) || id;
  const folderIds = scenario.folders.map((folder) => folder.id).filter((id) => id !== '');
  const folders =
    folderIds.includes(scenario.accusation.in) || scenario.accusation.in === ''
      ? folderIds
      : [...folderIds, scenario.accusation.in];

  const addQuestion = () =>
    editor.edit((objects) => {
      const taken = objects.scenario.accusation.questions.map((question) => question.id);
      const id = freshId('question', taken);
      objects.scenario.accusation.questions.push({ id, choices: ['choice-1', 'choice-2'] });
      for (const language of objects.scenario.languages) {
        const texts = objects.texts[language];
        if (texts) texts.accusation.questions[id] = { prompt: '', choices: {} };
      }
    });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        <span id={fieldId('scenario.json', 'accusation')} tabIndex={-1}>
          {t('cases.accusation.heading')}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cases.accusation.intro')}
      </Typography>
      <Stack spacing={3}>
        <TextField
          {...folderState}
          select
          label={t('cases.accusation.folder')}
          value={scenario.accusation.in}
          onChange={(event) =>
            editor.edit((objects) => {
              objects.scenario.accusation.in = event.target.value;
            })
          }
          helperText={folderState.helperText ?? t('cases.accusation.folderHelp')}
          disabled={editor.installed}
        >
          {folders.map((id) => (
            <MenuItem key={id} value={id}>
              {folderTitle(id)}
            </MenuItem>
          ))}
        </TextField>
        <LocalisedTextField
          label={t('cases.accusation.introText')}
          path={['accusation', 'intro']}
          multiline
        />
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {questions.map((question, index) => (
            <QuestionCard key={index} index={index} />
          ))}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button
            variant="outlined"
            startIcon={<EditorIcon kind="add" />}
            onClick={addQuestion}
            disabled={editor.installed || questions.length >= QUESTIONS.max}
          >
            {t('cases.accusation.addQuestion')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('cases.accusation.questionCount', { count: questions.length, max: QUESTIONS.max })}
          </Typography>
        </Stack>
        <Divider />
        <ScoringPart />
      </Stack>
    </Box>
  );
}
