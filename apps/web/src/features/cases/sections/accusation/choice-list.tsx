import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioQuestion } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useProblemText } from '../../../../lib/problem-text';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { freshId, moved } from '../../editor/case-ids';
import { EditorIcon } from '../../editor/editor-icons';
import { IdField } from '../../editor/id-field';
import { ItemActions } from '../../editor/item-actions';
import { readerText } from '../card/reader-text';
import { CHOICES, fillFromPeople, renameChoice, WHO } from './accusation-ids';

/**
 * A question's choices, each an id and a label in every language, and the right answer among
 * them: a radio per choice, marked as the secret it is.
 */
export function ChoiceList({ index }: { index: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const legendId = useId();
  const [filling, setFilling] = useState(false);
  const question = editor.objects.scenario.accusation.questions[index];
  const field = `accusation.questions.${index}`;
  const answerProblems = useFieldProblems('scenario.json', `${field}.answer`);
  const choiceProblems = useFieldProblems('scenario.json', `${field}.choices`);
  if (!question) return null;
  const { choices } = question;
  const people = editor.objects.scenario.people ?? [];
  const locked = editor.installed;
  const labelOf = (choice: string) =>
    readerText(editor.objects, reader, ['accusation', 'questions', question.id, 'choices', choice]) || choice;
  const change = (update: (draft: ScenarioQuestion) => void) =>
    editor.edit((objects) => {
      const draft = objects.scenario.accusation.questions[index];
      if (draft) update(draft);
    });

  const removeChoice = (choice: string) =>
    editor.edit((objects) => {
      const draft = objects.scenario.accusation.questions[index];
      if (!draft) return;
      draft.choices = draft.choices.filter((each) => each !== choice);
      if (draft.answer === choice) delete draft.answer;
      for (const language of objects.scenario.languages)
        delete objects.texts[language]?.accusation.questions[draft.id]?.choices[choice];
    });

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={legendId} variant="subtitle2" component="h4">
          {t('cases.accusation.choices')}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1 }}>
        <EditorIcon kind="secret" fontSize="small" color="warning" />
        <Typography variant="body2" color="text.secondary">
          {t('cases.accusation.secret')}
        </Typography>
      </Stack>
      <RadioGroup
        id={fieldId('scenario.json', `${field}.answer`)}
        tabIndex={-1}
        aria-labelledby={legendId}
        value={question.answer ?? ''}
        onChange={(event) => change((draft) => (draft.answer = event.target.value))}
      >
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {choices.map((choice, position) => (
            <Box
              component="li"
              key={position}
              sx={{
                borderLeft: 3,
                borderColor: question.answer === choice ? 'warning.main' : 'divider',
                pl: 1.5,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Radio
                  value={choice}
                  disabled={locked}
                  slotProps={{
                    input: { 'aria-label': t('cases.accusation.rightAnswer', { choice: labelOf(choice) }) },
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <IdField
                    label={t('cases.accusation.choiceId')}
                    value={choice}
                    taken={choices}
                    onRename={(next) => editor.edit((objects) => renameChoice(objects, index, choice, next))}
                    file="scenario.json"
                    field={`${field}.choices.${position}`}
                  />
                </Box>
                {question.answer === choice && (
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {t('cases.accusation.isAnswer')}
                  </Typography>
                )}
                <ItemActions
                  name={labelOf(choice)}
                  index={position}
                  count={choices.length}
                  minimum={CHOICES.min}
                  onMove={(by) => change((draft) => (draft.choices = moved(draft.choices, position, by)))}
                  onRemove={() => removeChoice(choice)}
                />
              </Stack>
              <LocalisedTextField
                label={t('cases.accusation.choiceLabel')}
                path={['accusation', 'questions', question.id, 'choices', choice]}
              />
            </Box>
          ))}
        </Stack>
      </RadioGroup>
      {[...answerProblems, ...choiceProblems].map((problem) => (
        <FormHelperText key={`${problem.field}-${problem.message}`} error>
          {problemText(problem)}
        </FormHelperText>
      ))}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditorIcon kind="add" />}
          disabled={locked || choices.length >= CHOICES.max}
          onClick={() => change((draft) => draft.choices.push(freshId('choice', draft.choices)))}
        >
          {t('cases.accusation.addChoice')}
        </Button>
        {question.id === WHO && people.length > 0 && (
          <Button size="small" disabled={locked} onClick={() => setFilling(true)}>
            {t('cases.accusation.fillFromPeople', { count: Math.min(people.length, CHOICES.max) })}
          </Button>
        )}
      </Stack>
      {filling && (
        <ConfirmDialog
          tone="neutral"
          title={t('cases.accusation.fillTitle')}
          confirmLabel={t('cases.accusation.fillConfirm')}
          onCancel={() => setFilling(false)}
          onConfirm={() => {
            editor.edit((objects) => fillFromPeople(objects, index));
            setFilling(false);
            return Promise.resolve();
          }}
        >
          {t('cases.accusation.fillText')}
        </ConfirmDialog>
      )}
    </Box>
  );
}
