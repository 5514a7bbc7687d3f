import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import type { DocumentStyle } from '@coulisses/shared/scenario/scenario.schema';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { useProblemPlace, useProblemText } from '../../../../lib/problem-text';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { MarkdownPreview, PREVIEW_WIDTH } from './markdown-preview';

interface MarkdownFileEditorProps {
  /** What the file is, in the admin's language: "Introduction", a document's name. */
  label: string;
  /** The file in a language: (language) => `documents/ledger.${language}.md`. */
  file: (language: Language) => string;
  /** A document's style: the preview draws it as the game does. */
  documentStyle?: DocumentStyle;
  /** What the preview shows instead of the text as written ({{minutes}} given a value). */
  previewText?: (markdown: string) => string;
}

/**
 * One markdown file of the case in every language it declares (docs/product.md#case-editor):
 * the text as written beside its preview at a phone's width, stacked on a phone. Each text is
 * flagged missing where it stands when empty, and shows every problem the checks found in
 * its file (a line, a passage, an image).
 */
export function MarkdownFileEditor(props: MarkdownFileEditorProps) {
  const { editor } = useCaseEditorContext();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {editor.objects.scenario.languages.map((language) => (
        <MarkdownLanguageEditor key={language} language={language} {...props} />
      ))}
    </Box>
  );
}

function MarkdownLanguageEditor({
  language,
  label,
  file: fileIn,
  documentStyle,
  previewText,
}: MarkdownFileEditorProps & { language: Language }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const problemText = useProblemText();
  const placeIn = useProblemPlace();
  const { editor } = useCaseEditorContext();
  const file = fileIn(language);
  const text = editor.files[file] ?? '';
  const problems = useFieldProblems(file, '', true);
  const named = `${label} · ${languageName(language, reader, { capitalised: true })}`;
  // The empty text is said here as it is typed; the checks' own "missing" would repeat it.
  const messages = [
    ...(text.trim() === ''
      ? [t('cases.editor.missingIn', { language: languageName(language, reader) })]
      : []),
    ...problems
      .filter((problem) => problem.code !== 'missingFileTranslation')
      .map((problem) => {
        const place = placeIn(problem);
        const said = problemText(problem);
        return place ? t('cases.editor.checks.item', { place, problem: said }) : said;
      }),
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) auto' },
      }}
    >
      <TextField
        id={fieldId(file, '')}
        label={named}
        value={text}
        onChange={(event) => editor.setFile(file, event.target.value)}
        multiline
        minRows={8}
        maxRows={30}
        error={messages.length > 0}
        helperText={
          messages.length > 0 ? (
            <Box component="span" sx={{ display: 'grid', gap: 0.25 }}>
              {messages.map((message, index) => (
                <span key={index}>{message}</span>
              ))}
            </Box>
          ) : undefined
        }
        slotProps={{
          htmlInput: {
            lang: htmlLang(language),
            readOnly: editor.installed,
            spellCheck: true,
            style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
          },
        }}
        fullWidth
      />
      <Box>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('cases.story.preview.caption', { width: PREVIEW_WIDTH })}
        </Typography>
        <MarkdownPreview
          markdown={previewText ? previewText(text) : text}
          language={language}
          label={t('cases.story.preview.label', { name: named })}
          documentStyle={documentStyle}
        />
      </Box>
    </Box>
  );
}
