import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../../lib/problem-text';
import { fieldId, useFieldProblems, useFieldState } from '../../editor/case-fields';
import { AnswerBox } from './answer-box';
import { lockField, useKindLock } from './use-lock';

/** A code lock (content/README.md `code`): its code, and whether the prompt says its length. */
export function CodeLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { lock, edit, editor } = useKindLock(index, 'code');
  const answerState = useFieldState('scenario.json', lockField(index, 'answer'));
  const lengthProblems = useFieldProblems('scenario.json', lockField(index, 'lengthShown'));
  if (!lock) return null;
  const digits = /^[0-9 -]+$/.test(lock.answer) && /[0-9]/.test(lock.answer);
  return (
    <AnswerBox>
      <TextField
        {...answerState}
        label={t('cases.locks.code.answer')}
        value={lock.answer}
        onChange={(event) =>
          edit((target) => {
            target.answer = event.target.value;
          })
        }
        helperText={answerState.helperText ?? t('cases.locks.code.answerHelp')}
        slotProps={{
          htmlInput: { maxLength: 32, readOnly: editor.installed, spellCheck: false, autoComplete: 'off' },
        }}
        fullWidth
      />
      <FormControl error={lengthProblems.length > 0} disabled={editor.installed}>
        <FormControlLabel
          control={
            <Checkbox
              id={fieldId('scenario.json', lockField(index, 'lengthShown'))}
              checked={lock.lengthShown === true}
              onChange={(event) =>
                edit((target) => {
                  if (event.target.checked) target.lengthShown = true;
                  else delete target.lengthShown;
                })
              }
            />
          }
          label={t('cases.locks.code.lengthShown')}
        />
        <FormHelperText>
          {lengthProblems.length > 0
            ? lengthProblems.map(problemText).join(' · ')
            : digits
              ? t('cases.locks.code.lengthShownHelp')
              : t('cases.locks.code.lengthShownDigits')}
        </FormHelperText>
      </FormControl>
    </AnswerBox>
  );
}
