import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import { typographyProblems } from '@coulisses/shared/typography/typography';
import { useCurrentLanguage } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import { useProblemText } from '../../../lib/problem-text';
import { textsFile } from './case-content';
import { useCaseEditorContext } from './case-editor-context';
import { fieldId, useFieldProblems } from './case-fields';
import { getIn, setIn } from './text-path';

interface LocalisedTextFieldProps {
  /** The field's name, in the admin's language. */
  label: string;
  /** Where the text lies in each language's texts.<lang>.json: ['locks', 'safe-door', 'prompt']. */
  path: readonly string[];
  multiline?: boolean;
  /** A short text (a title) keeps to one line. */
  maxLength?: number;
}

/**
 * One text of the case in every language it declares, side by side
 * (docs/product.md#case-editor): each written in its own language (its `lang`), flagged where
 * it stands when it is missing or breaks that language's typography — as it is typed, before
 * the checks run — and saved with the case.
 */
export function LocalisedTextField({ label, path, multiline = false, maxLength }: LocalisedTextFieldProps) {
  const { editor } = useCaseEditorContext();
  const languages = editor.objects.scenario.languages;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(languages.length, 2)}, minmax(0, 1fr))` },
      }}
    >
      {languages.map((language) => (
        <LanguageText
          key={language}
          language={language}
          label={label}
          path={path}
          multiline={multiline}
          maxLength={maxLength}
        />
      ))}
    </Box>
  );
}

const MISSING_CODES = new Set(['missingTranslation', 'emptyText']);

function LanguageText({
  language,
  label,
  path,
  multiline,
  maxLength,
}: LocalisedTextFieldProps & { language: Language }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const problemText = useProblemText();
  const { editor } = useCaseEditorContext();
  const file = textsFile(language);
  const field = path.join('.');
  const stored = getIn(editor.objects.texts[language], path);
  const value = typeof stored === 'string' ? stored : '';
  const checked = useFieldProblems(file, field);
  const typed = useMemo(() => typographyProblems(value, language), [value, language]);
  const messages = [
    ...(value.trim() === ''
      ? [t('cases.editor.missingIn', { language: languageName(language, reader) })]
      : []),
    ...typed.map(problemText),
    // An empty text is said once, as missing in its language, whatever the checks call it.
    ...checked.filter((problem) => !MISSING_CODES.has(problem.code)).map(problemText),
  ];
  return (
    <TextField
      id={fieldId(file, field)}
      label={`${label} · ${languageName(language, reader, { capitalised: true })}`}
      value={value}
      onChange={(event) =>
        editor.edit((objects) => {
          const texts = objects.texts[language];
          if (texts) setIn(texts as unknown as Record<string, unknown>, path, event.target.value);
        })
      }
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={messages.length > 0}
      helperText={messages.join(' · ') || undefined}
      slotProps={{ htmlInput: { lang: htmlLang(language), maxLength, readOnly: editor.installed } }}
      fullWidth
    />
  );
}
