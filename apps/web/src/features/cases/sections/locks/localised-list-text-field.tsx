import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import { typographyProblems } from '@coulisses/shared/typography/typography';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { getIn } from '../../editor/text-path';
import { setListIn } from './list-text-path';

interface LocalisedListTextFieldProps {
  label: string;
  /** Where the text lies in each language's texts, through a list: ['locks', 'safe-door', 'hints', '1']. */
  path: readonly string[];
}

/**
 * The core's LocalisedTextField for a text inside a list (a lock's hints,
 * docs/product.md "## Case editor"): the same text in every declared language side by side,
 * flagged as typed, but written into the list rather than over it.
 */
export function LocalisedListTextField({ label, path }: LocalisedListTextFieldProps) {
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
        <ListText key={language} language={language} label={label} path={path} />
      ))}
    </Box>
  );
}

function ListText({ language, label, path }: LocalisedListTextFieldProps & { language: Language }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
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
    ...typed.map((problem) => problem.message),
    ...checked.map((problem) => problem.message),
  ];
  return (
    <TextField
      id={fieldId(file, field)}
      label={`${label} · ${languageName(language, reader, { capitalised: true })}`}
      value={value}
      onChange={(event) =>
        editor.edit((objects) => {
          const texts = objects.texts[language];
          if (texts) setListIn(texts as unknown as Record<string, unknown>, path, event.target.value);
        })
      }
      multiline
      minRows={2}
      error={messages.length > 0}
      helperText={messages.join(' · ') || undefined}
      slotProps={{ htmlInput: { lang: htmlLang(language), readOnly: editor.installed } }}
      fullWidth
    />
  );
}
