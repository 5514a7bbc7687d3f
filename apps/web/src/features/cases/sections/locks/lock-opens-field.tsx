import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../../lib/problem-text';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { lockField } from './use-lock';

/** The folders a lock opens (content/README.md `opens`): one checkbox per folder, by its title. */
export function LockOpensField({ index }: { index: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { editor } = useCaseEditorContext();
  const { scenario, texts } = editor.objects;
  const problems = useFieldProblems('scenario.json', lockField(index, 'opens'), true);
  const lock = scenario.locks[index];
  if (!lock) return null;
  const own = texts[scenario.languages[0] ?? 'fr'];
  const unknown = lock.opens.filter((id) => !scenario.folders.some((folder) => folder.id === id));
  const toggle = (id: string, checked: boolean) =>
    editor.edit((objects) => {
      const target = objects.scenario.locks[index];
      if (!target) return;
      const others = target.opens.filter((open) => open !== id);
      // In the folders' order, as an author reads them.
      target.opens = checked
        ? objects.scenario.folders
            .map((folder) => folder.id)
            .filter((folder) => folder === id || others.includes(folder))
        : others;
    });
  return (
    <FormControl
      component="fieldset"
      id={fieldId('scenario.json', lockField(index, 'opens'))}
      tabIndex={-1}
      error={problems.length > 0}
      disabled={editor.installed}
    >
      <FormLabel component="legend">{t('cases.locks.opens')}</FormLabel>
      <FormGroup row>
        {[...scenario.folders.map((folder) => folder.id), ...unknown].map((id) => (
          <FormControlLabel
            key={id}
            control={
              <Checkbox
                checked={lock.opens.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
              />
            }
            label={own?.folders[id]?.title?.trim() || id}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {problems.length > 0 ? problems.map(problemText).join(' · ') : t('cases.locks.opensHelp')}
      </FormHelperText>
    </FormControl>
  );
}
