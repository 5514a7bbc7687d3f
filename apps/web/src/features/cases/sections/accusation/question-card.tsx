import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { AnchoredHeading } from '../card/anchored-heading';
import { moved } from '../../editor/case-ids';
import { IdField } from '../../editor/id-field';
import { ItemActions } from '../../editor/item-actions';
import { readerText } from '../card/reader-text';
import { QUESTIONS, renameQuestion } from './accusation-ids';
import { ChoiceList } from './choice-list';

/** One question of the accusation: its id, its prompt in each language, its choices and right answer. */
export function QuestionCard({ index }: { index: number }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const [removing, setRemoving] = useState(false);
  const questions = editor.objects.scenario.accusation.questions;
  const question = questions[index];
  if (!question) return null;
  const name = t('cases.accusation.questionName', { number: index + 1 });
  const prompt = readerText(editor.objects, reader, ['accusation', 'questions', question.id, 'prompt']);

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <AnchoredHeading
          ids={[
            fieldId('scenario.json', `accusation.questions.${index}`),
            ...editor.objects.scenario.languages.map((language) =>
              fieldId(textsFile(language), `accusation.questions.${question.id}`),
            ),
          ]}
          variant="subtitle1"
          component="h3"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {prompt ? `${name} · ${prompt}` : name}
        </AnchoredHeading>
        <ItemActions
          name={name}
          index={index}
          count={questions.length}
          minimum={QUESTIONS.min}
          onMove={(by) =>
            editor.edit((objects) => {
              objects.scenario.accusation.questions = moved(objects.scenario.accusation.questions, index, by);
            })
          }
          onRemove={() => setRemoving(true)}
        />
      </Stack>
      <Stack spacing={2}>
        <IdField
          label={t('cases.accusation.questionId')}
          value={question.id}
          taken={questions.map((each) => each.id)}
          onRename={(next) => editor.edit((objects) => renameQuestion(objects, index, next))}
          file="scenario.json"
          field={`accusation.questions.${index}.id`}
        />
        <LocalisedTextField
          label={t('cases.accusation.prompt')}
          path={['accusation', 'questions', question.id, 'prompt']}
          multiline
        />
        <ChoiceList index={index} />
      </Stack>
      {removing && (
        <ConfirmDialog
          title={t('cases.accusation.removeTitle', { number: index + 1 })}
          confirmLabel={t('cases.accusation.removeConfirm')}
          onCancel={() => setRemoving(false)}
          onConfirm={() => {
            editor.edit((objects) => {
              objects.scenario.accusation.questions.splice(index, 1);
              for (const language of objects.scenario.languages)
                delete objects.texts[language]?.accusation.questions[question.id];
            });
            setRemoving(false);
            return Promise.resolve();
          }}
        >
          {t('cases.accusation.removeText')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
