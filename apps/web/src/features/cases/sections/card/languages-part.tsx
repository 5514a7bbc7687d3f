import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@coulisses/shared/languages';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { languageName } from '../../../../lib/language-name';
import { useProblemText } from '../../../../lib/problem-text';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId, useFieldProblems } from '../../editor/case-fields';
import { EditorIcon } from '../../editor/editor-icons';
import { addLanguage, makeFirstLanguage, removeLanguage } from './case-languages';

/**
 * The languages the case is written in, one to four, the first its own
 * (docs/product.md#case-editor, "Languages"): added as a copy of the first, removed with its
 * files kept, and any of them made the first.
 */
export function LanguagesPart() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const languages = editor.objects.scenario.languages;
  const [first] = languages;
  const [removing, setRemoving] = useState<Language>();
  // The languages added in this visit, each with the one it was copied from, for the note.
  const [copied, setCopied] = useState<{ language: Language; from: Language }[]>([]);
  const problems = useFieldProblems('scenario.json', 'languages', true);
  const name = (language: Language) => languageName(language, reader);
  const title = (language: Language) => languageName(language, reader, { capitalised: true });
  const locked = editor.installed;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId}>
        <span id={fieldId('scenario.json', 'languages')} tabIndex={-1}>
          {t('cases.card.languages.heading')}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {first && t('cases.card.languages.fallback', { language: name(first) })}
      </Typography>
      {problems.map((problem) => (
        <Alert key={`${problem.field}-${problem.message}`} severity="error" sx={{ mb: 1 }}>
          {problemText(problem)}
        </Alert>
      ))}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {languages.map((language, index) => (
          <Stack
            component="li"
            key={language}
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography sx={{ fontWeight: index === 0 ? 700 : 400, minWidth: '6rem' }}>
              {title(language)}
            </Typography>
            {index === 0 ? (
              <Chip size="small" variant="outlined" label={t('cases.card.languages.own')} />
            ) : (
              <Button size="small" onClick={() => makeFirstLanguage(editor, language)} disabled={locked}>
                {t('cases.card.languages.makeOwn', { language: name(language) })}
              </Button>
            )}
            <Button
              size="small"
              color="error"
              onClick={() => setRemoving(language)}
              disabled={locked || languages.length <= 1}
            >
              {t('cases.card.languages.remove', { language: name(language) })}
            </Button>
          </Stack>
        ))}
      </Stack>
      {languages.length <= 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('cases.card.languages.lastOne')}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {LANGUAGES.filter((language) => !languages.includes(language)).map((language) => (
          <Button
            key={language}
            variant="outlined"
            size="small"
            startIcon={<EditorIcon kind="add" />}
            disabled={locked}
            onClick={() => {
              addLanguage(editor, language);
              if (first)
                setCopied((current) => [
                  ...current.filter((each) => each.language !== language),
                  { language, from: first },
                ]);
            }}
          >
            {t('cases.card.languages.add', { language: name(language) })}
          </Button>
        ))}
      </Stack>
      {copied
        .filter(({ language }) => languages.includes(language))
        .map(({ language, from }) => (
          <Alert
            key={language}
            severity="info"
            sx={{ mt: 1.5 }}
            closeText={t('cases.card.languages.close')}
            onClose={() => setCopied((current) => current.filter((each) => each.language !== language))}
          >
            {t('cases.card.languages.copied', { language: name(language), first: name(from) })}
          </Alert>
        ))}
      {removing && (
        <ConfirmDialog
          title={t('cases.card.languages.removeTitle', { language: name(removing) })}
          confirmLabel={t('cases.card.languages.removeConfirm')}
          onCancel={() => setRemoving(undefined)}
          onConfirm={async () => {
            removeLanguage(editor, removing);
            setRemoving(undefined);
            return Promise.resolve();
          }}
        >
          {t('cases.card.languages.removeText', { language: name(removing) })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
