import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { useProblemText } from '../../../../lib/problem-text';
import { textsFile } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';

interface ProblemAnchorProps {
  /** scenario.json's field this part holds as a whole: `locks.2.regions`. */
  field?: string;
  /** The texts' field it holds in every language: `locks.safe-door.hints`. */
  textsField?: string;
  children: ReactNode;
}

/**
 * A part of a lock that a problem about it as a whole names (docs/product.md "## Case
 * editor": a problem's link focuses its field, or the nearest part around it): it carries
 * the ids of that field in scenario.json and in each language's texts, takes the focus
 * (tabIndex -1), and says those problems in words above its fields.
 */
export function ProblemAnchor({ field, textsField, children }: ProblemAnchorProps) {
  const { t } = useTranslation();
  const { editor, checks } = useCaseEditorContext();
  const reader = useCurrentLanguage();
  const problemText = useProblemText();
  const languages = editor.objects.scenario.languages;
  const places = [
    ...(field === undefined ? [] : [{ file: 'scenario.json', field, language: undefined }]),
    ...(textsField === undefined
      ? []
      : languages.map((language) => ({ file: textsFile(language), field: textsField, language }))),
  ];
  const messages = places.flatMap(({ file, field: at, language }) =>
    checks.problems
      .filter((problem) => problem.file === file && problem.field === at)
      .map((problem) =>
        language
          ? t('cases.locks.problemIn', {
              language: languageName(language, reader, { capitalised: true }),
              message: problemText(problem),
            })
          : problemText(problem),
      ),
  );
  const content = (
    <>
      {messages.length > 0 && (
        <Typography role="note" variant="body2" color="error" sx={{ mb: 1 }}>
          {messages.map((message) => (
            <span key={message} style={{ display: 'block' }}>
              {`⚠ ${message}`}
            </span>
          ))}
        </Typography>
      )}
      {children}
    </>
  );
  // One element per place, nested, so that each of their ids leads here.
  return places.reduceRight<ReactNode>(
    (inner, place, position) => (
      <Box
        key={place.file}
        id={fieldId(place.file, place.field)}
        tabIndex={-1}
        sx={position === 0 ? { outlineOffset: 4 } : undefined}
      >
        {inner}
      </Box>
    ),
    content,
  );
}
