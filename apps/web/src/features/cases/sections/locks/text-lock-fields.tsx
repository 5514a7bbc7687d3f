import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { useProblemText } from '../../../../lib/problem-text';
import { textsFile } from '../../editor/case-content';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { EditorIcon } from '../../editor/editor-icons';
import { AnswerBox } from './answer-box';
import { useKindLock } from './use-lock';

/**
 * A text lock (content/README.md `text`): its accepted answers, a list per language — an
 * answer given in any of the case's languages is accepted, so each language lists its own.
 */
export function TextLockFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const { lock, editor } = useKindLock(index, 'text');
  if (!lock) return null;
  return (
    <AnswerBox note={t('cases.locks.text.note')}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {editor.objects.scenario.languages.map((language) => (
          <LanguageAnswers key={language} index={index} language={language} />
        ))}
      </Box>
    </AnswerBox>
  );
}

function LanguageAnswers({ index, language }: { index: number; language: Language }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const reader = useCurrentLanguage();
  const { lock, editor } = useKindLock(index, 'text');
  const file = textsFile(language);
  const id = lock?.id ?? '';
  const field = `locks.${id}.answers`;
  const problems = useFieldProblems(file, field);
  const answers = editor.objects.texts[language]?.locks[id]?.answers ?? [];
  const name = languageName(language, reader, { capitalised: true });
  const change = (update: (answers: string[]) => string[]) =>
    editor.edit((objects) => {
      const text = objects.texts[language]?.locks[id];
      if (text) text.answers = update([...(text.answers ?? [])]);
    });
  return (
    <Box
      component="fieldset"
      id={fieldId(file, field)}
      tabIndex={-1}
      sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('cases.locks.text.answers', { language: name })}
      </Typography>
      {problems.map((problem) => (
        <Typography key={problem.message} variant="body2" color="error">
          {`⚠ ${problemText(problem)}`}
        </Typography>
      ))}
      {answers.map((answer, position) => (
        <AnswerLine
          // The answers are a list by position.
          key={position}
          file={file}
          field={`${field}.${position}`}
          label={t('cases.locks.text.answer', { number: position + 1, language: name })}
          removeLabel={t('cases.locks.text.remove', { number: position + 1, language: name })}
          language={language}
          value={answer}
          readOnly={editor.installed}
          onChange={(value) =>
            change((list) => list.map((each, other) => (other === position ? value : each)))
          }
          onRemove={() => change((list) => list.filter((_, other) => other !== position))}
        />
      ))}
      <Button
        startIcon={<EditorIcon kind="add" />}
        onClick={() => change((list) => [...list, ''])}
        disabled={editor.installed}
        sx={{ justifySelf: 'start' }}
      >
        {t('cases.locks.text.add', { language: name })}
      </Button>
    </Box>
  );
}

interface AnswerLineProps {
  file: string;
  field: string;
  label: string;
  removeLabel: string;
  language: Language;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  onRemove: () => void;
}

function AnswerLine({
  file,
  field,
  label,
  removeLabel,
  language,
  value,
  readOnly,
  onChange,
  onRemove,
}: AnswerLineProps) {
  const problems = useFieldProblems(file, field);
  const problemText = useProblemText();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={fieldId(file, field)}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={problems.length > 0}
        helperText={problems.map(problemText).join(' · ') || undefined}
        slotProps={{ htmlInput: { lang: htmlLang(language), maxLength: 200, readOnly } }}
        fullWidth
      />
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={readOnly} sx={{ mt: 1 }}>
        <EditorIcon kind="remove" />
      </IconButton>
    </Box>
  );
}
