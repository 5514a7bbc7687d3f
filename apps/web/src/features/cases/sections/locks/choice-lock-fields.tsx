import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../../lib/problem-text';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { AnswerBox } from './answer-box';
import { ItemListEditor } from './item-list-editor';
import { lockField, useKindLock } from './use-lock';

/** A choice lock (content/README.md `choice`): 2 to 12 choices with their words, and the right one. */
export function ChoiceLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { lock, edit, editor } = useKindLock(index, 'choice');
  const problems = useFieldProblems('scenario.json', lockField(index, 'answer'));
  if (!lock) return null;
  const { scenario, texts } = editor.objects;
  const own = texts[scenario.languages[0] ?? 'fr']?.locks[lock.id]?.choices;
  return (
    <>
      <ItemListEditor index={index} list="choices" min={2} max={12} />
      <AnswerBox>
        <FormControl
          component="fieldset"
          id={fieldId('scenario.json', lockField(index, 'answer'))}
          tabIndex={-1}
          error={problems.length > 0}
          disabled={editor.installed}
        >
          <FormLabel component="legend">{t('cases.locks.choice.answer')}</FormLabel>
          <RadioGroup
            value={lock.answer}
            onChange={(event) =>
              edit((target) => {
                target.answer = event.target.value;
              })
            }
          >
            {lock.choices.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={own?.[choice]?.trim() || choice}
              />
            ))}
          </RadioGroup>
          {problems.length > 0 && <FormHelperText>{problems.map(problemText).join(' · ')}</FormHelperText>}
        </FormControl>
      </AnswerBox>
    </>
  );
}
