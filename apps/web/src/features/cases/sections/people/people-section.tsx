import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PEOPLE } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useProblemText } from '../../../../lib/problem-text';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { removePerson, renamePerson } from '../accusation/accusation-ids';
import { AnchoredHeading } from '../card/anchored-heading';
import { freshId, moved } from '../../editor/case-ids';
import { EditorIcon } from '../../editor/editor-icons';
import { IdField } from '../../editor/id-field';
import { ItemActions } from '../../editor/item-actions';
import { readerText } from '../card/reader-text';

/**
 * The persons of the case a team may pin to its board (docs/product.md#team-board), at most
 * forty: each an id, and a name and a one-line role in every language. The accusation's `who`
 * question names them by id, so renaming one renames that choice too.
 */
export function PeopleSection() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const [removing, setRemoving] = useState<string>();
  const people = editor.objects.scenario.people ?? [];
  const ids = people.map((person) => person.id);
  const problems = useFieldProblems('scenario.json', 'people');
  const reader = useCurrentLanguage();
  const nameOf = (id: string) => readerText(editor.objects, reader, ['people', id, 'name']) || id;

  const add = () =>
    editor.edit((objects) => {
      const taken = (objects.scenario.people ?? []).map((person) => person.id);
      objects.scenario.people = [...(objects.scenario.people ?? []), { id: freshId('person', taken) }];
    });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        <span id={fieldId('scenario.json', 'people')} tabIndex={-1}>
          {t('cases.people.heading')}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cases.people.intro')}
      </Typography>
      {problems.map((problem) => (
        <Alert key={problem.message} severity="error" sx={{ mb: 2 }}>
          {problemText(problem)}
        </Alert>
      ))}
      {people.length === 0 && <Typography sx={{ mb: 2 }}>{t('cases.people.none')}</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {people.map((person, index) => (
          <Paper component="li" key={index} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
              <AnchoredHeading
                ids={[
                  fieldId('scenario.json', `people.${index}`),
                  ...editor.objects.scenario.languages.map((language) =>
                    fieldId(textsFile(language), `people.${person.id}`),
                  ),
                ]}
                variant="subtitle1"
                component="h3"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {nameOf(person.id)}
              </AnchoredHeading>
              <ItemActions
                name={nameOf(person.id)}
                index={index}
                count={people.length}
                onMove={(by) =>
                  editor.edit((objects) => {
                    objects.scenario.people = moved(objects.scenario.people ?? [], index, by);
                  })
                }
                onRemove={() => setRemoving(person.id)}
              />
            </Stack>
            <Stack spacing={1.5}>
              <IdField
                label={t('cases.people.id')}
                value={person.id}
                taken={ids}
                onRename={(next) => editor.edit((objects) => renamePerson(objects, person.id, next))}
                file="scenario.json"
                field={`people.${index}.id`}
              />
              <LocalisedTextField
                label={t('cases.people.name')}
                path={['people', person.id, 'name']}
                maxLength={80}
              />
              <LocalisedTextField
                label={t('cases.people.role')}
                path={['people', person.id, 'role']}
                maxLength={120}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<EditorIcon kind="add" />}
          onClick={add}
          disabled={editor.installed || people.length >= MAX_PEOPLE}
        >
          {t('cases.people.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('cases.people.count', { count: people.length, max: MAX_PEOPLE })}
        </Typography>
      </Stack>
      {removing !== undefined && (
        <ConfirmDialog
          title={t('cases.people.removeTitle', { name: nameOf(removing) })}
          confirmLabel={t('cases.people.removeConfirm')}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            editor.edit((objects) => removePerson(objects, removing));
            setRemoving(undefined);
            return Promise.resolve();
          }}
        >
          {t('cases.people.removeText')}
        </ConfirmDialog>
      )}
    </Box>
  );
}
