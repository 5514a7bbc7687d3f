import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';

/** The bible's file: content/README.md's SOLUTION.md, the one file of a case never served. */
export const BIBLE_FILE = 'SOLUTION.md';

/**
 * The case's bible for game masters (content/README.md, SOLUTION.md): what really happened,
 * clue by clue, in whatever language its author writes. Plain text in a monospace area, saved
 * as its file — made at the first key — and never served to a player.
 */
export function BibleSection() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const noteId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h5" component="h2" id={headingId}>
        {t('cases.bible.heading')}
      </Typography>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cases.bible.intro')}
      </Typography>
      <TextField
        id={fieldId(BIBLE_FILE, '')}
        label={t('cases.bible.label')}
        value={editor.files[BIBLE_FILE] ?? ''}
        onChange={(event) => editor.setFile(BIBLE_FILE, event.target.value)}
        multiline
        minRows={12}
        fullWidth
        disabled={editor.installed}
        slotProps={{
          htmlInput: { spellCheck: true, 'aria-describedby': noteId },
          input: { sx: { fontFamily: 'monospace', fontSize: '0.9rem' } },
        }}
      />
    </Box>
  );
}
